import {
  alternativesOf,
  likelyMeant,
  normaliseSearch,
  searchTerms,
  synonymWords,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import type { Places } from '../places/service.ts';
import { catalogueNames } from './repository.ts';
import type { SearchWord } from './repository.ts';

/** The catalogue changes when the operator edits it: a minute's delay in spelling help is fine. */
const VOCABULARY_SECONDS = 60;

/**
 * A family's search made into words to match: each with its synonyms, the places it names, and,
 * when it is a misspelt catalogue word, the word it most likely means ('nursng' is nursing). A
 * catalogue word is matched as that word, by index; trigram likeness (which at a million
 * caregivers costs several times the listing budget) is kept for words the catalogue does not
 * know, such as names ('sunitha' finds Sunita).
 */
export function createSearchWords(db: Database, places: Places) {
  let vocabulary: { words: Promise<string[]>; until: number } | undefined;

  const catalogueWords = () => {
    if (!vocabulary || vocabulary.until < Date.now()) {
      const words = catalogueNames(db).then((names) => [
        ...new Set([...names.flatMap((name) => normaliseSearch(name).split(' ')), ...synonymWords]),
      ]);
      // A failed read is tried again by the next search, not kept.
      words.catch(() => (vocabulary = undefined));
      vocabulary = { words, until: Date.now() + VOCABULARY_SECONDS * 1000 };
    }
    return vocabulary.words;
  };

  return async function searchWords(search: string): Promise<SearchWord[]> {
    return Promise.all(
      searchTerms(search).map(async (term): Promise<SearchWord> => {
        // A place as typed first; then a catalogue word, as typed or misspelt; then a word the
        // catalogue does not know (a name), with places and sellers like it.
        const placed = await places.pinsNamed(term.word, { likeness: false });
        if (placed.length) return { ...term, pins: placed, asTypedOnly: true };
        const vocabulary = await catalogueWords();
        if (vocabulary.some((known) => known.includes(term.word))) {
          return { ...term, pins: [], asTypedOnly: true };
        }
        const meant = likelyMeant(term.word, vocabulary);
        if (!meant) return { ...term, pins: await places.pinsNamed(term.word) };
        const alternatives = [meant, ...alternativesOf(meant), ...term.alternatives];
        return {
          word: term.word,
          alternatives: [...new Set(alternatives)],
          pins: [],
          asTypedOnly: true,
        };
      }),
    );
  };
}

export type SearchWords = ReturnType<typeof createSearchWords>;
