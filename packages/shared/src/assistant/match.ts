import { distance } from 'fastest-levenshtein';
import { englishLexicon } from './lexicon-en.ts';
import { hindiLexicon } from './lexicon-hi.ts';
import { hinglishLexicon } from './lexicon-hinglish.ts';
import type { HitKind, LexiconPart, LexiconSource } from './lexicon.ts';
import { tokenise, wordKey, type Token } from './normalise.ts';
import { placeLexicon } from './places.ts';

/** A lexicon word or phrase found in the message, over tokens [start, end). */
export interface Hit {
  kind: HitKind;
  /** The service, care type, recipient, cue or place it names. */
  key: string;
  start: number;
  end: number;
  source: LexiconSource;
  /** Read through a typing slip rather than as spelt. */
  fuzzy: boolean;
}

interface Entry {
  kind: HitKind;
  key: string;
  words: string[];
  source: LexiconSource;
}

const kinds: Record<keyof LexiconPart, HitKind> = {
  services: 'service',
  careTypes: 'careType',
  recipients: 'recipient',
  cues: 'cue',
  places: 'place',
};

/**
 * Real words one slip away from a lexicon word that mean something else: cancer is not
 * cancel, police is not policy, other is not mother.
 */
const NOT_SLIPS = new Set(['cancer', 'police', 'other', 'others', 'notice', 'change', 'changes']);

function entriesOf(source: LexiconSource, part: LexiconPart): Entry[] {
  return (Object.keys(kinds) as (keyof LexiconPart)[]).flatMap((field) =>
    Object.entries(part[field] ?? {}).flatMap(([key, phrases]) =>
      (phrases as readonly string[]).map((phrase) => ({
        kind: kinds[field],
        key,
        words: tokenise(phrase).map((token) => token.key),
        source,
      })),
    ),
  );
}

interface Compiled {
  byFirstWord: Map<string, Entry[]>;
  vocabulary: Set<string>;
  /** Words long enough to be read through a slip, by first letter: a slip rarely starts a word. */
  slipCandidates: Map<string, string[]>;
}

let compiled: Compiled | undefined;

/** The lexicons made ready for matching once, on first use (module load stays cheap). */
function lexicon(): Compiled {
  if (compiled) return compiled;
  const entries = [
    ...entriesOf('en', englishLexicon),
    ...entriesOf('hinglish', hinglishLexicon),
    ...entriesOf('hi', hindiLexicon),
    ...entriesOf('en', placeLexicon),
  ].filter((entry) => entry.words.length > 0);
  const byFirstWord = new Map<string, Entry[]>();
  const vocabulary = new Set<string>();
  for (const entry of entries) {
    const first = entry.words[0]!;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), entry]);
    entry.words.forEach((word) => vocabulary.add(word));
  }
  const slipCandidates = new Map<string, string[]>();
  for (const word of [...vocabulary].sort()) {
    if (slipsAllowed(word) === 0) continue;
    const first = word[0]!;
    slipCandidates.set(first, [...(slipCandidates.get(first) ?? []), word]);
  }
  compiled = { byFirstWord, vocabulary, slipCandidates };
  return compiled;
}

/**
 * Slips a lexicon word may be typed with: none in a short word (too many short words are one
 * letter apart: dada, dadi), one from five letters, two from eight.
 */
function slipsAllowed(known: string): number {
  if (known.length >= 8) return 2;
  return known.length >= 5 ? 1 : 0;
}

/** 'bookings' is 'booking', 'codes' 'code': English plurals, Latin words of four letters up. */
function singularOf(token: Token): string | undefined {
  if (token.script !== 'latin' || token.text.length < 4 || !token.text.endsWith('s')) return;
  return wordKey(token.text.slice(0, -1));
}

/**
 * Typing slips between two words: edits, with two neighbouring letters swapped ('paymnet')
 * counted as one slip, as it is one slip of the fingers.
 */
function slipsBetween(typed: string, known: string): number {
  if (typed.length === known.length) {
    const differ = [...typed].flatMap((char, i) => (char === known[i] ? [] : [i]));
    const [a, b] = differ;
    if (differ.length === 2 && b === a! + 1 && typed[a!] === known[b] && typed[b] === known[a!]) {
      return 1;
    }
  }
  return distance(typed, known);
}

function nearest(forms: readonly string[], candidates: readonly string[]) {
  let best: { word: string; slips: number } | undefined;
  for (const form of forms) {
    for (const known of candidates) {
      const allowed = slipsAllowed(known);
      if (Math.abs(known.length - form.length) > allowed) continue;
      const slips = slipsBetween(form, known);
      if (slips <= allowed && (!best || slips < best.slips)) best = { word: known, slips };
    }
  }
  return best?.word;
}

/** The lexicon word a token stands for: as spelt, as a singular, or through a slip. */
function resolve(token: Token, { vocabulary, slipCandidates }: Compiled) {
  if (token.script === 'number' || vocabulary.has(token.key)) {
    return { word: token.key, fuzzy: false };
  }
  const singular = singularOf(token);
  if (singular !== undefined && vocabulary.has(singular)) return { word: singular, fuzzy: false };
  // Four letters are too few to guess from: 'sake' is not Saket, 'than' not Thane.
  if (token.key.length < 5 || NOT_SLIPS.has(token.text)) return { word: token.key, fuzzy: false };
  const forms = singular === undefined ? [token.key] : [token.key, singular];
  const meant = nearest(forms, slipCandidates.get(token.key[0]!) ?? []);
  return meant === undefined ? { word: token.key, fuzzy: false } : { word: meant, fuzzy: true };
}

/** A hit inside a longer one is part of it: 'pin code' is no code, 'dadi maa' no mother. */
function withoutContained(hits: Hit[]): Hit[] {
  return hits.filter(
    (hit) =>
      !hits.some(
        (other) =>
          other.start <= hit.start &&
          hit.end <= other.end &&
          other.end - other.start > hit.end - hit.start,
      ),
  );
}

/** Every lexicon word and phrase the tokens say, in order of where they start. */
export function findHits(tokens: readonly Token[]): Hit[] {
  const compiledLexicon = lexicon();
  const resolved = tokens.map((token) => resolve(token, compiledLexicon));
  const hits: Hit[] = [];
  resolved.forEach(({ word }, start) => {
    for (const entry of compiledLexicon.byFirstWord.get(word) ?? []) {
      const end = start + entry.words.length;
      if (end > resolved.length) continue;
      if (!entry.words.every((w, i) => resolved[start + i]!.word === w)) continue;
      const fuzzy = resolved.slice(start, end).some((r) => r.fuzzy);
      hits.push({ kind: entry.kind, key: entry.key, start, end, source: entry.source, fuzzy });
    }
  });
  return withoutContained(hits);
}
