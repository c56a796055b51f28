import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';

/** Every leaf as [dotted key, text]. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[prefix + key, value]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

/** What a translation must carry over untouched: {{placeholders}} and <tags>. */
const slots = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();

const english = new Map(leaves(en));
const hindi = new Map(leaves(hi));

describe('locales', () => {
  it('have the same keys in Hindi as in English (the type checks it too)', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep every placeholder and tag of the English text', () => {
    for (const [key, text] of english) {
      expect(slots(hindi.get(key) ?? ''), key).toEqual(slots(text));
    }
  });

  it('leave no Hindi text empty or in English, apart from names that stay as they are', () => {
    const keptAsIs = new Set(['brand.name']);
    // Texts made only of placeholders, the brand and punctuation ('{{title}} | CareConnect')
    // have no words to translate.
    const wordless = (value: string) =>
      value.replace(/\{\{\w+\}\}|CareConnect/g, '').replace(/[\s|·:,.-]/g, '') === '';
    for (const [key, text] of hindi) {
      expect(text.trim(), key).not.toBe('');
      if (!keptAsIs.has(key) && !wordless(text)) expect(text, key).not.toBe(english.get(key));
    }
  });
});
