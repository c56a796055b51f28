import { tokenise, type Token } from './normalise.ts';
import { phraseAt, phrases } from './phrases.ts';

/**
 * Numbers as people say them in a budget or an age: digits ('1500', '1.5k'), or words with a
 * multiplier ('fifteen hundred', 'dedh hazar', 'do hazaar', 'डेढ़ हज़ार', 'साढ़े तीन हज़ार').
 */
export interface Quantity {
  value: number;
  /** The digits as typed, for a plain number: a PIN code is these, not a value. */
  digits?: string;
  start: number;
  end: number;
}

/** Words by the form the message's tokens are compared in (nuktas gone, spelling eased). */
function keyed(entries: Record<string, number>): Map<string, number> {
  return new Map(
    Object.entries(entries).map(([word, value]) => [tokenise(word)[0]?.key ?? word, value]),
  );
}

const multipliers = keyed({
  hundred: 100,
  sau: 100,
  सौ: 100,
  thousand: 1000,
  k: 1000,
  hazar: 1000,
  hazaar: 1000,
  hajar: 1000,
  hjar: 1000,
  हज़ार: 1000,
  हजार: 1000,
  lakh: 100000,
  lac: 100000,
  लाख: 100000,
});

/** A number said as a word only counts with a multiplier or an age unit after it. */
const numberWords = keyed({
  ...Object.fromEntries(
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
      .split(' ')
      .map((word, i) => [word, i + 1]),
  ),
  ...Object.fromEntries(
    'ek do teen char paanch chhah saat aath nau das gyarah barah terah chaudah pandrah solah satrah atharah unnis bees'
      .split(' ')
      .map((word, i) => [word, i + 1]),
  ),
  ...Object.fromEntries(
    'एक दो तीन चार पांच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस'
      .split(' ')
      .map((word, i) => [word, i + 1]),
  ),
  panch: 5,
  chhe: 6,
  che: 6,
  छः: 6,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  tees: 30,
  chalis: 40,
  pachas: 50,
  sattar: 70,
  assi: 80,
  nabbe: 90,
  तीस: 30,
  चालीस: 40,
  पचास: 50,
  साठ: 60,
  सत्तर: 70,
  अस्सी: 80,
  नब्बे: 90,
});

/** 'dedh' is one and a half, 'dhai' two and a half: always with a multiplier. */
const fractions = keyed({ dedh: 1.5, dhai: 2.5, ढाई: 2.5, डेढ़: 1.5, derh: 1.5, adha: 0.5 });
/** 'saadhe teen' is three and a half. */
const andAHalf = phrases(['sadhe', 'saadhe', 'sade', 'saade', 'साढ़े']);

/** Units that make a word-number an age: 'do saal ki', 'eighty years', 'छह महीने'. */
const ageUnitsForWords = phrases([
  'saal',
  'sal',
  'years',
  'year',
  'साल',
  'वर्ष',
  'baras',
  'बरस',
  'months',
  'mahine',
  'महीने',
]);

interface Base {
  value: number;
  end: number;
  /** A word or fraction, which is a number only with a multiplier or an age unit. */
  needsUnit: boolean;
}

function baseAt(tokens: readonly Token[], i: number): Base | undefined {
  const half = phraseAt(tokens, i, andAHalf);
  const token = tokens[i + half];
  if (!token) return undefined;
  const fraction = fractions.get(token.key);
  const value = token.value ?? numberWords.get(token.key) ?? fraction;
  if (value === undefined) return undefined;
  return {
    value: value + (half ? 0.5 : 0),
    end: i + half + 1,
    needsUnit: token.value === undefined || half > 0,
  };
}

/** 'do hazar paanch sau' and '2 hazar 500' are 2500: a smaller part after a multiplier. */
function smallerPart(tokens: readonly Token[], i: number, below: number) {
  const base = baseAt(tokens, i);
  if (!base) return undefined;
  const multiplier = multipliers.get(tokens[base.end]?.key ?? '');
  if (multiplier !== undefined && multiplier < below) {
    return { value: base.value * multiplier, end: base.end + 1 };
  }
  return !base.needsUnit && base.value < below ? { value: base.value, end: base.end } : undefined;
}

/** Every number said in the message, with the tokens it covers. */
export function readQuantities(tokens: readonly Token[]): Quantity[] {
  const quantities: Quantity[] = [];
  let i = 0;
  while (i < tokens.length) {
    const base = baseAt(tokens, i);
    if (!base) {
      i += 1;
      continue;
    }
    const multiplier = multipliers.get(tokens[base.end]?.key ?? '');
    if (multiplier !== undefined) {
      const rest = smallerPart(tokens, base.end + 1, multiplier);
      quantities.push({
        value: Math.round(base.value * multiplier + (rest?.value ?? 0)),
        start: i,
        end: rest?.end ?? base.end + 1,
      });
      i = rest?.end ?? base.end + 1;
      continue;
    }
    if (base.needsUnit) {
      if (phraseAt(tokens, base.end, ageUnitsForWords)) {
        quantities.push({ value: base.value, start: i, end: base.end });
      }
      i = base.end;
      continue;
    }
    quantities.push(plainNumber(tokens, i));
    i = quantities.at(-1)!.end;
  }
  return quantities;
}

/** A number as typed; '411 001' is one PIN code, written as the post office prints it. */
function plainNumber(tokens: readonly Token[], i: number): Quantity {
  const digits = tokens[i]!.text;
  const next = tokens[i + 1]?.text ?? '';
  if (/^[1-9]\d\d$/.test(digits) && /^\d{3}$/.test(next)) {
    return { value: Number(digits + next), digits: digits + next, start: i, end: i + 2 };
  }
  return { value: tokens[i]!.value!, digits, start: i, end: i + 1 };
}
