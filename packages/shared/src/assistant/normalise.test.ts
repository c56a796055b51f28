import { describe, expect, it } from 'vitest';
import { MAX_UTTERANCE_CHARS, normaliseText, tokenise, wordKey } from './normalise.ts';

const keys = (text: string) => tokenise(text).map((token) => token.key);

describe('normalising what was typed', () => {
  it('reads Devanagari digits, Indian grouping, the rupee sign and 1500/-', () => {
    expect(tokenise('₹१,५००')).toEqual([
      { text: 'rs', key: 'rs', script: 'latin' },
      { text: '1500', key: '1500', script: 'number', value: 1500 },
    ]);
    expect(tokenise('1,00,000')[0]?.value).toBe(100000);
    expect(normaliseText('1500/-')).toContain('rs');
  });

  it('splits numbers from words and Latin from Devanagari', () => {
    expect(tokenise('1500rs nurseचाहिए').map((t) => t.text)).toEqual([
      '1500',
      'rs',
      'nurse',
      'चाहिए',
    ]);
  });

  it('makes the spellings of one Hinglish word one', () => {
    expect(new Set(keys('chahiye chaahiye'))).toEqual(new Set([wordKey('chahiye')]));
    expect(new Set(keys('wapas vapas'))).toEqual(new Set([wordKey('wapas')]));
    expect(new Set(keys('baccha bachcha bachha'))).toEqual(new Set([wordKey('bacha')]));
    expect(new Set(keys('zaroorat jarurat'))).toEqual(new Set([wordKey('jarurat')]));
    expect(new Set(keys('booking bukking'))).toEqual(new Set([wordKey('booking')]));
  });

  it('keeps short words apart that the same easing would merge', () => {
    expect(wordKey('kaam')).not.toBe(wordKey('kam'));
    expect(wordKey('maa')).not.toBe(wordKey('ma'));
  });

  it('makes the spellings of one Devanagari word one', () => {
    expect(new Set(keys('माँ मां'))).toHaveProperty('size', 1);
    expect(new Set(keys('ज़रूरत जरूरत'))).toHaveProperty('size', 1);
    expect(new Set(keys('हिन्दी हिंदी'))).toHaveProperty('size', 1);
    expect(new Set(keys('कीमत किमत'))).toHaveProperty('size', 1);
  });

  it('drops accents, markup and emoji, and reads no further than the limit', () => {
    expect(keys('Crèche <b>🙏</b>')).toEqual(['creche', 'b', 'b']);
    expect(tokenise(`${'a '.repeat(MAX_UTTERANCE_CHARS / 2)}nurse`).at(-1)?.text).toBe('a');
  });
});
