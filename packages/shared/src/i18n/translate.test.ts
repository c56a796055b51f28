import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { createTranslator, hasTranslation, translateMessage } from './translate.ts';

describe('createTranslator', () => {
  const translate = createTranslator({
    'Invalid OTP': 'OTP ग़लत है',
    '{0} not found': '{0} नहीं मिला',
    'Booking not found': 'बुकिंग नहीं मिली',
    Provider: 'सेवा प्रदाता',
    'Your wallet has {0}; this booking needs {1}.': 'इस बुकिंग के लिए {1} चाहिए; वॉलेट में {0} है।',
    '{0} Please try again in {1}.': '{0} कृपया {1} बाद फिर कोशिश करें।',
    'Too many requests.': 'बहुत ज़्यादा अनुरोध।',
    '{0} seconds': '{0} सेकंड',
  });

  it('gives a whole message its words', () => {
    expect(translate('Invalid OTP')).toBe('OTP ग़लत है');
    expect(translate.knows('Invalid OTP')).toBe(true);
  });

  it('fills a template with the values of the message, in the order the language needs', () => {
    expect(translate('Your wallet has ₹1,000; this booking needs ₹4,500.')).toBe(
      'इस बुकिंग के लिए ₹4,500 चाहिए; वॉलेट में ₹1,000 है।',
    );
  });

  it('prefers the exact message over a template that also fits', () => {
    expect(translate('Booking not found')).toBe('बुकिंग नहीं मिली');
  });

  it('translates a value that is a message of its own, and keeps one that is not', () => {
    expect(translate('Provider not found')).toBe('सेवा प्रदाता नहीं मिला');
    expect(translate('Sandbox not found')).toBe('Sandbox नहीं मिला');
    expect(translate('Too many requests. Please try again in 30 seconds.')).toBe(
      'बहुत ज़्यादा अनुरोध। कृपया 30 सेकंड बाद फिर कोशिश करें।',
    );
  });

  it('leaves a message it has no words for exactly as it came', () => {
    expect(translate('Something new')).toBe('Something new');
    expect(translate.knows('Something new')).toBe(false);
    // A template must match the whole message, not a part of it.
    expect(translate('Invalid OTP, twice')).toBe('Invalid OTP, twice');
  });

  it('reads values as plain text: regular-expression characters in them change nothing', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        fc.pre(value !== 'Booking'); // 'Booking not found' has words of its own
        expect(translate(`${value} not found`)).toBe(`${translate(value)} नहीं मिला`);
      }),
    );
  });
});

describe('translateMessage', () => {
  it('keeps English as the code says it', () => {
    expect(translateMessage('Invalid OTP', 'en')).toBe('Invalid OTP');
    expect(hasTranslation('anything at all', 'en')).toBe(true);
  });

  it('knows every spec message in Hindi, from the same table the web app shows', () => {
    for (const text of Object.values(messages)) {
      expect(hasTranslation(text, 'hi'), text).toBe(true);
      expect(translateMessage(text, 'hi')).not.toBe(text);
    }
    expect(translateMessage(messages.invalidOtp, 'hi')).toBe('OTP ग़लत है');
  });
});

describe('dates in a message', () => {
  it('are written the Hindi way when the message is put into Hindi', () => {
    expect(translateMessage('This service is fully booked on 5 Dec 2026', 'hi')).toBe(
      'यह सेवा 5 दिसंबर 2026 को पूरी तरह बुक है',
    );
    expect(
      translateMessage(
        'The caregiver is not working on 30 Nov 2026 to 2 Dec 2026. Please choose other dates.',
        'hi',
      ),
    ).toBe('इन तारीख़ों पर केयरगिवर की छुट्टी है: 30 नवंबर 2026 से 2 दिसंबर 2026 तक। कृपया दूसरी तारीख़ें चुनें।');
  });
});
