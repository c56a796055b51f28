/**
 * What a family types into the search box, made into terms the server matches (issue 9/14):
 * lower case, accents gone (crèche is creche), split into words, and each word with the other
 * words families use for the same care (an aaya is a nanny). Every word must match something:
 * a caregiver's name or services, or their place.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['nanny', 'aaya', 'aya', 'ayah', 'babysitter', 'baby sitter'],
  ['creche', 'daycare', 'day care', 'playschool'],
  ['nurse', 'nursing', 'sister'],
  ['attendant', 'caretaker', 'ward boy', 'helper'],
  ['elder', 'elderly', 'senior', 'old age'],
  ['physiotherapy', 'physio', 'physiotherapist'],
  ['newborn', 'japa', 'baby', 'infant'],
];

/** The other words families use for the same care as `word` ('aaya' for a nanny). */
export function alternativesOf(word: string): string[] {
  const group = SYNONYMS.find((g) => g.includes(word));
  return group ? group.filter((w) => w !== word) : [];
}

/** Every one-word term of the synonym groups: part of what a misspelt word is compared with. */
export const synonymWords: readonly string[] = SYNONYMS.flat().filter((w) => !w.includes(' '));

/** Words that say nothing about whom to find. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'in', 'near', 'at', 'of', 'care']);

export const MAX_SEARCH_WORDS = 5;

/** Lower case, without accents or punctuation, single spaces. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** One word of the query and the other words that mean the same care. */
export interface SearchTerm {
  word: string;
  alternatives: string[];
}

/**
 * The words of a search, at most MAX_SEARCH_WORDS, each with its synonyms. A query of only stop
 * words keeps them, so 'care' still finds the care categories.
 */
export function searchTerms(text: string): SearchTerm[] {
  const words = normaliseSearch(text).split(' ').filter(Boolean);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return [...new Set(meaningful.length ? meaningful : words)]
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => ({ word, alternatives: alternativesOf(word) }));
}
