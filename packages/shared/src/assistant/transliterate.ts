/**
 * A name said in Devanagari, written in Latin letters the way Indians spell names in English
 * ('सुरेश पाटिल' is 'suresh patil', 'लक्ष्मी' 'lakshmi'), because the listings and the PIN
 * directory hold names in Latin letters. It is a search word, not a spelling rule: long and
 * short vowels are written alike, and only a word's last inherent 'a' is dropped (राम is 'ram'
 * but कमला stays 'kamala'); the listing search's tolerance of near spellings does the rest.
 */

const consonants: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

const vowels: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
};

const vowelSigns: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};

const VIRAMA = '्';
const nasals = new Set(['ं', 'ँ']);

const labials = new Set(['प', 'फ', 'ब', 'भ', 'म']);
/** A word ending in one of these after another consonant keeps its 'a': मित्र, आदित्य. */
const clusterEnds = new Set(['य', 'र', 'व']);

function isDevanagari(char: string | undefined): boolean {
  return char !== undefined && /\p{Script=Devanagari}/u.test(char);
}

/**
 * Whether the inherent 'a' of the consonant at `i` is silent, as Hindi speakers drop it: at
 * the end of a word (राम, ram) unless it ends in a cluster (आदित्य, aditya) or -iya (मालवीय), and between a
 * vowel and a consonant that carries its own vowel (कोथरुड, kothrud; कमला, kamla).
 */
function schwaIsSilent(chars: readonly string[], i: number, written: string): boolean {
  const next = chars[i + 1];
  if (!isDevanagari(next)) {
    const cluster = chars[i - 1] === VIRAMA && clusterEnds.has(chars[i]!);
    return !cluster && !(chars[i] === 'य' && /i$/.test(written));
  }
  const afterNext = chars[i + 2];
  return (
    consonants[next!] !== undefined &&
    afterNext !== undefined &&
    vowelSigns[afterNext] !== undefined &&
    /[aeiou]$/.test(written) &&
    written.length > 1
  );
}

/** One Devanagari word in Latin letters; other characters pass through as they are. */
function transliterateWord(word: string): string {
  const chars = [...word.normalize('NFD').replace(/\u093c/g, '')];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    const consonant = consonants[char];
    if (consonant === undefined) {
      if (vowels[char] !== undefined) out += vowels[char];
      else if (vowelSigns[char] !== undefined) out += vowelSigns[char];
      else if (nasals.has(char)) out += labials.has(chars[i + 1] ?? '') ? 'm' : 'n';
      else if (char === 'ः') out += 'h';
      else if (char !== VIRAMA) out += char;
      continue;
    }
    const next = chars[i + 1];
    const carriesVowel = next !== undefined && (next === VIRAMA || vowelSigns[next] !== undefined);
    const silent = carriesVowel || schwaIsSilent(chars, i, out);
    out += silent ? consonant : `${consonant}a`;
  }
  return out;
}

/** Devanagari words of a text in Latin letters; Latin words are left as they are. */
export function transliterateDevanagari(text: string): string {
  return text.replace(/\p{Script=Devanagari}+/gu, transliterateWord);
}
