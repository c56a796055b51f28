import { distance } from 'fastest-levenshtein';

/**
 * How many typing slips a word may carry and still be read as a catalogue word: one in a short
 * word ('ayha'), two in a longer one ('nursng', 'physioterapy'). Shorter words are left alone:
 * three letters are too few to guess from.
 */
function slipsAllowed(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 6 ? 1 : 2;
}

/**
 * The catalogue word a misspelt search word most likely means ('nursng' is 'nursing'), or
 * undefined when the word is already part of one ('nurs' in 'nursing') or nothing is near
 * enough. Letters only: a number is never a typo of a word. Ties go to the longer word, which
 * says more.
 */
export function likelyMeant(word: string, vocabulary: Iterable<string>): string | undefined {
  const allowed = slipsAllowed(word);
  if (allowed === 0 || !/^\p{L}+$/u.test(word)) return undefined;
  let best: { word: string; slips: number } | undefined;
  for (const known of vocabulary) {
    if (known.includes(word)) return undefined;
    if (Math.abs(known.length - word.length) > allowed) continue;
    const slips = distance(word, known);
    if (slips > allowed) continue;
    if (!best || slips < best.slips || (slips === best.slips && known.length > best.word.length)) {
      best = { word: known, slips };
    }
  }
  return best?.word;
}
