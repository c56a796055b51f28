import { describe, expect, it } from 'vitest';
import { englishLexicon } from './lexicon-en.ts';
import { hindiLexicon } from './lexicon-hi.ts';
import { hinglishLexicon } from './lexicon-hinglish.ts';
import { ANY_DAY_CARE } from './lexicon.ts';
import { assistantRecipients, assistantServices } from './types.ts';

describe('the lexicons', () => {
  it('give every service words in English and in Hindi', () => {
    for (const name of [...Object.keys(assistantServices), ANY_DAY_CARE]) {
      expect(englishLexicon.services).toHaveProperty([name]);
      expect(hindiLexicon.services).toHaveProperty([name]);
    }
  });

  it('name every relation in English, in Hindi and in Hindi typed in Latin letters', () => {
    for (const recipient of assistantRecipients) {
      expect(englishLexicon.recipients).toHaveProperty([recipient]);
      expect(hindiLexicon.recipients).toHaveProperty([recipient]);
      expect(hinglishLexicon.recipients).toHaveProperty([recipient]);
    }
  });

  it('hold no service under a name the catalogue does not have', () => {
    const names = new Set<string>([...Object.keys(assistantServices), ANY_DAY_CARE]);
    for (const part of [englishLexicon, hindiLexicon, hinglishLexicon]) {
      for (const name of Object.keys(part.services ?? {})) expect(names).toContain(name);
    }
  });
});
