import type { Hit } from './match.ts';
import type { Token } from './normalise.ts';
import { honorifics, stopWords } from './stop-words.ts';
import { transliterateDevanagari } from './transliterate.ts';

/**
 * Words the lexicons do not know, which is what names and unlisted places are. A word read as
 * a cue only through a typing slip is still free ('Kamala' is one slip from 'kamana', to earn),
 * but one read as a service, person or place is not ('book nurss' names no one).
 */
export function blockedTokens(hits: readonly Hit[]): Set<number> {
  const blocked = new Set<number>();
  for (const hit of hits) {
    if (hit.fuzzy && hit.kind === 'cue') continue;
    for (let i = hit.start; i < hit.end; i += 1) blocked.add(i);
  }
  return blocked;
}

export function isFreeWord(tokens: readonly Token[], i: number, blocked: Set<number>): boolean {
  const token = tokens[i];
  return (
    token !== undefined &&
    (token.script === 'latin' || token.script === 'deva') &&
    !blocked.has(i) &&
    !stopWords.has(token.key) &&
    !honorifics.has(token.key)
  );
}

/**
 * Words a company's name may carry that the lexicons know ('Aashray Elder Care', 'Nanhe Kadam
 * Creche'): a name read backwards from 'ko' steps over them to the words that are the name.
 */
export function isCatalogueWord(hits: readonly Hit[], i: number): boolean {
  return hits.some(
    (hit) =>
      hit.start <= i &&
      i < hit.end &&
      (hit.kind === 'service' || hit.kind === 'careType' || hit.kind === 'place'),
  );
}

export function isHonorific(token: Token | undefined): boolean {
  return token !== undefined && honorifics.has(token.key);
}

/** Words as the listings write names: Latin letters, each word capitalised. */
export function asListingName(tokens: readonly Token[]): string {
  return tokens
    .map((token) => transliterateDevanagari(token.text))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
