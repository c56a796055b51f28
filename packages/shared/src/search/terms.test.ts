import { describe, expect, it } from 'vitest';
import { normaliseSearch, searchTerms } from './terms.ts';

describe('search terms', () => {
  it('drops accents, case and punctuation', () => {
    expect(normaliseSearch('  Crèche, Kothrud!! ')).toBe('creche kothrud');
  });

  it('gives each word the words families use for the same care', () => {
    expect(searchTerms('aaya Pune')).toEqual([
      { word: 'aaya', alternatives: ['nanny', 'aya', 'ayah', 'babysitter', 'baby sitter'] },
      { word: 'pune', alternatives: [] },
    ]);
    expect(searchTerms('crèche')[0]!.alternatives).toContain('daycare');
  });

  it('leaves out words that say nothing, unless nothing else is left', () => {
    expect(searchTerms('nurse near Bengaluru').map((t) => t.word)).toEqual(['nurse', 'bengaluru']);
    expect(searchTerms('care').map((t) => t.word)).toEqual(['care']);
  });

  it('keeps at most five words, each once', () => {
    expect(searchTerms('a b c d e f g a').map((t) => t.word)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });
});
