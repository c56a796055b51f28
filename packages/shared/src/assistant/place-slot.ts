import { asListingName, blockedTokens, isFreeWord } from './free-words.ts';
import type { Hit } from './match.ts';
import type { Token } from './normalise.ts';
import { phraseAt, phrases } from './phrases.ts';
import { placePrefixes, placeSuffixes } from './places.ts';

/**
 * Where care is wanted: a city or locality the place lexicon knows, wherever it is said, or
 * an unlisted one the sentence marks as a place: 'in Baner', 'near Model Colony', 'Baner
 * mein', 'बानेर के पास'. It is a search word for the listings, which match it against the PIN
 * directory and addresses; nothing here decides whether the place exists.
 */

const markersBefore = phrases(['in', 'near', 'at', 'around', 'from', 'close to', 'nearby']);
const markersAfter = phrases([
  'mein',
  'me',
  'main',
  'mai',
  'ke paas',
  'ke pass',
  'ke aas paas',
  'ke nazdeek',
  'ke najdik',
  'side',
  'area',
  'area mein',
  'में',
  'मे',
  'के पास',
  'के आसपास',
  'के आस पास',
  'के नज़दीक',
  'इलाके में',
]);

function isSuffix(token: Token | undefined) {
  return token !== undefined && placeSuffixes.has(token.text);
}

function isPrefix(token: Token | undefined) {
  return token !== undefined && placePrefixes.has(token.text);
}

/**
 * A place's words from `i` on: one word the lexicons do not know, with the prefix before it
 * and the locality word after it that such names have ('New Friends Colony', 'Malviya Nagar').
 */
function placeAfter(tokens: readonly Token[], i: number, blocked: Set<number>) {
  const start = isPrefix(tokens[i]) ? i + 1 : i;
  if (!isFreeWord(tokens, start, blocked)) return [];
  const end = isSuffix(tokens[start + 1]) ? start + 2 : start + 1;
  return tokens.slice(i, end);
}

/** The same read backwards from a marker after it: 'Model Colony mein', 'बानेर के पास'. */
function placeBefore(tokens: readonly Token[], end: number, blocked: Set<number>) {
  const last = isSuffix(tokens[end - 1]) ? end - 2 : end - 1;
  if (last < 0 || !isFreeWord(tokens, last, blocked)) return [];
  const start = isPrefix(tokens[last - 1]) ? last - 1 : last;
  return tokens.slice(start, end);
}

export function placeSlot(tokens: readonly Token[], hits: readonly Hit[]): string | undefined {
  const known = hits.find((hit) => hit.kind === 'place');
  if (known) return known.key;
  const blocked = blockedTokens(hits);
  for (let i = 0; i < tokens.length; i += 1) {
    const before = phraseAt(tokens, i, markersBefore);
    if (before) {
      const words = placeAfter(tokens, i + before, blocked);
      if (words.length) return asListingName(words);
    }
    const after = phraseAt(tokens, i, markersAfter);
    if (after) {
      const words = placeBefore(tokens, i, blocked);
      if (words.length) return asListingName(words);
    }
  }
  return undefined;
}
