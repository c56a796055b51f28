import { tokenise, type Token } from './normalise.ts';

/**
 * Small fixed word lists read around a number or a name ('se kam', 'per day', 'ke liye'),
 * compared in the same spelling-tolerant form as the message but without fuzzy matching:
 * these words are short and common, and a slip in them is better missed than misread.
 */
export type Phrases = readonly (readonly string[])[];

export function phrases(list: readonly string[]): Phrases {
  return list.map((phrase) => tokenise(phrase).map((token) => token.key));
}

/** Tokens the phrase of `list` that starts at `index` covers (0 when none starts there). */
export function phraseAt(tokens: readonly Token[], index: number, list: Phrases): number {
  let longest = 0;
  for (const phrase of list) {
    if (phrase.length <= longest || index + phrase.length > tokens.length) continue;
    if (phrase.every((word, i) => tokens[index + i]!.key === word)) longest = phrase.length;
  }
  return longest;
}

/** Tokens the phrase of `list` that ends just before `end` covers (0 when none ends there). */
export function phraseBefore(tokens: readonly Token[], end: number, list: Phrases): number {
  let longest = 0;
  for (const phrase of list) {
    const start = end - phrase.length;
    if (phrase.length <= longest || start < 0) continue;
    if (phrase.every((word, i) => tokens[start + i]!.key === word)) longest = phrase.length;
  }
  return longest;
}
