/**
 * What a person typed, made into words that can be compared: the same word spelt the ways
 * Indian families spell it ('chahiye', 'chaahiye'; 'बुज़ुर्ग', 'बुजुर्ग') reads as one.
 */

/**
 * Longer than a chat message is allowed to be (the API refuses 1,000); understanding reads this
 * much and ignores the rest, so a pasted essay costs no more than a long message.
 */
export const MAX_UTTERANCE_CHARS = 2000;
/** A message of 2,000 characters has about 400 words; more are not read. */
const MAX_TOKENS = 400;

export type Script = 'latin' | 'deva' | 'number' | 'other';

export interface Token {
  /** Lower case, accents and nuktas gone, as typed otherwise. */
  text: string;
  /** The spelling-tolerant form words are compared by (see wordKey). */
  key: string;
  script: Script;
  /** For a number: its value ('1,500' and '१५००' are 1500). */
  value?: number;
}

const DEVANAGARI_ZERO = 0x0966;

/** '१५००' is '1500': phones with a Hindi keyboard type Devanagari digits. */
export function latinDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/**
 * The form a Latin word is compared by. Hindi typed in Latin letters has no fixed spelling:
 * doubled letters (maa, chahiyee), ee/i, oo/u, w/v (wapas, vapas), z/j (zarurat, jarurat),
 * ph/f and cch/chh/ch (baccha, bachcha, bachha) all vary between writers, so they are made
 * one. Words whose form would be shorter than four letters keep their spelling: 'kaam' (work)
 * and 'kam' (less) must stay apart, as must 'maa' and 'ma'.
 */
function latinKey(word: string): string {
  const form = word
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ck/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/c+h+c*h*/g, 'ch')
    .replace(/(.)\1+/g, '$1');
  return form.length >= 4 ? form : word;
}

/**
 * The form a Devanagari word is compared by. Typists mix the long and short vowels (कीमत,
 * किमत), chandrabindu and anusvara (माँ, मां), a half न or म and anusvara (हिन्दी, हिंदी), and
 * the English o (ऑपरेशन, ओपरेशन); nuktas are already gone (ज़रूरत, जरूरत).
 */
function devanagariKey(word: string): string {
  return word
    .replace(/ँ/g, 'ं')
    .replace(/ी/g, 'ि')
    .replace(/ू/g, 'ु')
    .replace(/ई/g, 'इ')
    .replace(/ऊ/g, 'उ')
    .replace(/ऑ/g, 'ओ')
    .replace(/ॉ/g, 'ो')
    .replace(/ॅ/g, 'े')
    .replace(/न्(?=[क-ह])/g, 'ं')
    .replace(/म्(?=[पफबभम])/g, 'ं');
}

function scriptOf(word: string): Script {
  if (/^\d/.test(word)) return 'number';
  if (/\p{Script=Devanagari}/u.test(word)) return 'deva';
  if (/[a-z]/.test(word)) return 'latin';
  return 'other';
}

/** The spelling-tolerant form of one lower-case word; lexicon words go through it too. */
export function wordKey(word: string): string {
  switch (scriptOf(word)) {
    case 'latin':
      return latinKey(word);
    case 'deva':
      return devanagariKey(word);
    default:
      return word;
  }
}

/**
 * Lower case; accents (crèche), nuktas (ज़) and invisible joiners gone; Devanagari digits as
 * Latin ones; the rupee sign and the '/-' of '1500/-' as the word 'rs'; Indian digit grouping
 * (1,00,000) and Western (100,000) read as the number; a number stuck to a word ('1500rs',
 * 'rs1500', '2k') split from it, as are Latin and Devanagari stuck together ('nurseचाहिए').
 * Everything that is not a letter or a number separates words, so HTML is only more words.
 */
export function normaliseText(input: unknown): string {
  const text = typeof input === 'string' ? input : '';
  return latinDigits(text.slice(0, MAX_UTTERANCE_CHARS))
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c\u200b-\u200d\ufeff]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/₹|\/-/g, ' rs ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/(\d)(?=[\p{L}\p{M}])/gu, '$1 ')
    .replace(/([\p{L}\p{M}])(?=\d)/gu, '$1 ')
    .replace(/(\p{Script=Devanagari})(?=\p{Script=Latin})/gu, '$1 ')
    .replace(/(\p{Script=Latin})(?=\p{Script=Devanagari})/gu, '$1 ');
}

/** The words and numbers of a message, in order. */
export function tokenise(input: unknown): Token[] {
  const words = normaliseText(input).match(/\d+(?:\.\d+)?|[\p{L}\p{M}]+/gu) ?? [];
  return words.slice(0, MAX_TOKENS).map((text) => {
    const script = scriptOf(text);
    return script === 'number'
      ? { text, key: text, script, value: Number(text) }
      : { text, key: wordKey(text), script };
  });
}
