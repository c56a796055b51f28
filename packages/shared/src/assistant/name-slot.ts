import {
  asListingName,
  blockedTokens,
  isCatalogueWord,
  isFreeWord,
  isHonorific,
} from './free-words.ts';
import type { Hit } from './match.ts';
import type { Token } from './normalise.ts';
import { phraseAt, phraseBefore, phrases } from './phrases.ts';

/**
 * The caregiver or company a person wants to book, by where names sit in each language:
 * after the verb in English ('book Suresh Patil for my father', 'book an appointment with
 * Anjali'), before 'ko' and the verb in Hindi ('Suresh Patil ko book karo', 'सुरेश पाटिल को
 * बुक करें'). Words the lexicons know (a service, a relation, a place) are never a name, so
 * 'book a nurse for maa' names no one.
 */

/** Longest name read: 'Sunrise Home Care Services'. */
const MOST_NAME_WORDS = 4;
const MOST_BOOKING_WORDS = 3;
const linkBefore = phrases(['ko', 'ki', 'se', 'को', 'की', 'से']);
const withWords = phrases(['with', 'named', 'called']);
const objectMarkers = phrases(['ko', 'को']);

function nameForwardFrom(tokens: readonly Token[], start: number, blocked: Set<number>) {
  let i = start;
  while (isHonorific(tokens[i])) i += 1;
  const words: Token[] = [];
  while (words.length < MOST_NAME_WORDS && isFreeWord(tokens, i, blocked)) {
    words.push(tokens[i]!);
    i += 1;
  }
  return words;
}

function nameBackwardFrom(
  tokens: readonly Token[],
  end: number,
  blocked: Set<number>,
  hits: readonly Hit[],
) {
  let i = end - 1;
  while (i >= 0 && (isHonorific(tokens[i]) || isCatalogueWord(hits, i))) i -= 1;
  const words: Token[] = [];
  while (words.length < MOST_NAME_WORDS && isFreeWord(tokens, i, blocked)) {
    words.unshift(tokens[i]!);
    i -= 1;
  }
  return words;
}

/**
 * The name before or after a booking word. `bookings` are the hits of the verb ('book',
 * 'बुक करें') and, when the person asked for one, of the noun ('Suresh se booking karni hai').
 */
export function nameSlot(
  tokens: readonly Token[],
  hits: readonly Hit[],
  bookings: readonly Hit[],
): string | undefined {
  const blocked = blockedTokens(hits);
  // A person names one caregiver at a time; a message of nothing but 'book' is not read whole.
  for (const booking of bookings.slice(0, MOST_BOOKING_WORDS)) {
    const isVerb = booking.key === 'book';
    const link = phraseBefore(tokens, booking.start, linkBefore);
    if (link || isVerb) {
      const before = nameBackwardFrom(tokens, booking.start - link, blocked, hits);
      if (before.length) return asListingName(before);
    }
    if (!isVerb) continue;
    // 'लक्ष्मी जी को मेरी माँ के लिए बुक कर दीजिए': the 'ko' need not stand by the verb.
    for (let i = booking.start - 1; i > 0; i -= 1) {
      if (!phraseAt(tokens, i, objectMarkers)) continue;
      const named = nameBackwardFrom(tokens, i, blocked, hits);
      if (named.length) return asListingName(named);
    }
    const after = nameForwardFrom(tokens, booking.end, blocked);
    if (after.length) return asListingName(after);
    for (let i = booking.end; i < tokens.length; i += 1) {
      const withWord = phraseAt(tokens, i, withWords);
      if (!withWord) continue;
      const named = nameForwardFrom(tokens, i + withWord, blocked);
      if (named.length) return asListingName(named);
    }
  }
  return undefined;
}
