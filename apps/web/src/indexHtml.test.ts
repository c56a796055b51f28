import { describe, expect, it } from 'vitest';
import html from '../index.html?raw';

const page = new DOMParser().parseFromString(html, 'text/html');

/** What a reader meets before the app runs, or when it cannot run at all. */
describe('index.html', () => {
  it('titles the page with the brand alone, which reads the same in English and Hindi', () => {
    expect(page.title).toBe('CareConnect');
  });

  it('asks for JavaScript in English and in Hindi, each marked with its language', () => {
    // Read as a browser without JavaScript reads it: the <noscript> markup, parsed.
    const noscript = page.querySelector('noscript')?.innerHTML ?? '';
    const notes = new DOMParser().parseFromString(noscript, 'text/html').querySelectorAll('p');
    expect([...notes].map((note) => note.lang)).toEqual(['en-IN', 'hi-IN']);
    const [english, hindi] = [...notes].map((note) =>
      note.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(english).toBe('CareConnect needs JavaScript to book care. Please enable it and reload.');
    expect(hindi).toBe(
      'CareConnect पर देखभाल बुक करने के लिए JavaScript ज़रूरी है। कृपया इसे चालू करके पेज दोबारा लोड करें।',
    );
  });

  it('has no inline script, for a Content-Security-Policy that allows none', () => {
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.getAttribute('src')).toBeTruthy();
      expect(script.textContent?.trim()).toBe('');
    }
  });
});
