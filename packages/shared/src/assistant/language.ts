import type { AssistantLanguage } from '../schemas/assistant.ts';
import type { Hit } from './match.ts';
import { tokenise, type Token } from './normalise.ts';

/**
 * Words only Hindi has, as typed in Latin letters. One of these is enough to answer in Hindi
 * ('nurse chahiye'); the short ones that could be English or a name ('ke', 'se', 'ko') count
 * only two together. 'hi' is an English greeting here, and 'me', 'main', 'do' are English too.
 */
const hindiWords = new Set(
  tokenise(
    [
      'hai hain kya kaise kaisa kitna kitne kitni chahiye chahie chaiye mujhe muje liye lie',
      'karo karna karni karne karein kijiye nahi nahin mera meri mere hamara hamari humein',
      'hamein batao bataiye dikhao wapas vapas milega milegi aur bhi kab kaun kahan wala wali',
      'abhi sakte sakta sakti hoga hogi tha thi ghar naukri paisa paise kyun kyu matlab ji haan',
      'namaste namaskar dhanyavad dhanyawad shukriya madad chahte chahta chahti raha rahi',
      'kar kr kro krna krni krne dijiye padega padegi padta hoon hun yeh kuch saare saari apne',
      'apni unke unki uske uski lekin kyunki agar bolo boliye bataye',
    ].join(' '),
  ).map((token) => token.key),
);
const weakHindiWords = new Set(
  tokenise('ke ki ka ko se mein tak par pe').map((token) => token.key),
);

function hindiInLatin(tokens: readonly Token[], hits: readonly Hit[]): boolean {
  // A Hindi noun ('nani', 'aaya') is at home in Indian English; a Hindi cue word is not.
  if (hits.some((hit) => hit.source === 'hinglish' && hit.kind === 'cue' && !hit.fuzzy)) {
    return true;
  }
  let weak = 0;
  for (const token of tokens) {
    if (hindiWords.has(token.key)) return true;
    if (weakHindiWords.has(token.key)) weak += 1;
  }
  return weak >= 2;
}

/**
 * English words no Hindi sentence uses. Not 'me', 'to', 'is', 'do' or 'main', which Hinglish
 * uses for में, तो, इस, दो and मैं.
 */
const englishWords = new Set(
  tokenise(
    'the a an for my our in near under below above i we need want please are what how when where can does you with and or of show find looking get have this that',
  ).map((token) => token.key),
);

/**
 * The language a message is written in: Hindi for any Devanagari or for Hindi typed in Latin
 * letters ('maa ke liye nurse chahiye'), English for English words, and nothing for a message
 * that is only a place, a number or a name ('Pune', '411001'), which either language uses.
 * An English word in a Hindi sentence ('मेरी booking') does not make it English: families mix,
 * and are answered best in Hindi.
 */
export function languageOf(
  tokens: readonly Token[],
  hits: readonly Hit[],
): AssistantLanguage | undefined {
  if (tokens.some((token) => token.script === 'deva')) return 'hi';
  if (hindiInLatin(tokens, hits)) return 'hi';
  const english =
    tokens.some((token) => englishWords.has(token.key)) ||
    hits.some((hit) => hit.source === 'en' && hit.kind === 'cue');
  return english ? 'en' : undefined;
}
