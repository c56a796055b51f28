import type { Token } from './normalise.ts';
import { readQuantities, type Quantity } from './numbers.ts';
import { phraseAt, phraseBefore, phrases } from './phrases.ts';

/**
 * What the numbers of a message are: a budget, an age or a PIN code, read from the words
 * around each ('under 1500', '1500 se kam', '₹1,500 तक'; '78 saal ki'; 'near 411001').
 */
export interface NumberSlots {
  maxPricePerDay?: number;
  age?: number;
  pincode?: string;
}

const currency = phrases([
  'rs',
  'inr',
  'rupees',
  'rupee',
  'rupaye',
  'rupaiye',
  'rupay',
  'rupye',
  'rupya',
  'रुपये',
  'रुपए',
  'रुपया',
  'रु',
]);
/** Words before an amount that make it the most to pay. */
const maxBefore = phrases([
  'under',
  'below',
  'less than',
  'within',
  'upto',
  'up to',
  'max',
  'maximum',
  'budget',
  'budget is',
  'budget of',
  'not more than',
  'no more than',
  'at most',
  'cheaper than',
  'between',
  'budget hai',
  'zyada se zyada',
  'बजट',
  'अधिकतम',
  'ज़्यादा से ज़्यादा',
]);
const maxAfter = phrases([
  'se kam',
  'se kum',
  'tak',
  'ke andar',
  'ke bheetar',
  'ke bhitar',
  'se neeche',
  'se niche',
  'or less',
  'or below',
  'or under',
  'max',
  'se zyada nahi',
  'से कम',
  'तक',
  'के अंदर',
  'के भीतर',
  'से नीचे',
  'से ज़्यादा नहीं',
  'से अधिक नहीं',
]);
/** Words that make an amount the least to pay: no maximum comes of it. */
const minBefore = phrases(['above', 'over', 'more than', 'greater than', 'at least', 'minimum']);
const minAfter = phrases([
  'se zyada',
  'se upar',
  'se adhik',
  'or more',
  'plus',
  'से ज़्यादा',
  'से अधिक',
  'से ऊपर',
]);
const perDay = phrases([
  'per day',
  'a day',
  'day',
  'daily',
  'per din',
  'din ka',
  'din ke',
  'roz',
  'rozana',
  'प्रतिदिन',
  'प्रति दिन',
  'रोज़',
  'रोज़ाना',
  'दिन का',
  'दिन के',
]);
const perMonth = phrases([
  'per month',
  'a month',
  'month',
  'monthly',
  'pm',
  'mahina',
  'mahine',
  'mahine ka',
  'महीना',
  'महीने',
  'मासिक',
]);
const monthlyBefore = phrases(['monthly', 'per month', 'मासिक', 'mahine ka', 'महीने का']);
const DAYS_IN_A_MONTH = 30;
/** A price per day in rupees is at least this: 'under 5' is an age, '10 din tak' a duration. */
const LEAST_PRICE = 100;

const ageAfter = phrases([
  'years',
  'year',
  'yrs',
  'yr',
  'yo',
  'saal',
  'sal',
  'baras',
  'varsh',
  'साल',
  'वर्ष',
  'बरस',
]);
const monthsAfter = phrases(['months', 'month', 'mahine', 'mahina', 'महीने', 'महीना']);
const ageBefore = phrases(['age', 'aged', 'is', 'umar', 'umra', 'उम्र', 'आयु']);
/** 'papa 85 ke hain', 'दादी 90 की हैं'. */
const ageStatedAfter = phrases([
  'ke hain',
  'ki hain',
  'ka hai',
  'ki hai',
  'के हैं',
  'की हैं',
  'का है',
  'की है',
]);
const durationBefore = phrases(['for', 'since', 'last', 'past', 'within', 'in', 'next']);
const durationAfter = phrases([
  'ke liye',
  'se',
  'tak',
  'experience',
  'exp',
  'of experience',
  'ka anubhav',
  'anubhav',
  'के लिए',
  'से',
  'तक',
  'का अनुभव',
  'अनुभव',
]);
const OLDEST = 120;
/** A baby's age said in months: '6 mahine ka'. Above this, months are more likely money. */
const MOST_MONTHS = 36;

interface Context {
  currency: boolean;
  max: boolean;
  min: boolean;
  month: boolean;
  day: boolean;
}

/** The words around a quantity, a currency word between them and it skipped. */
function contextOf(tokens: readonly Token[], q: Quantity): Context {
  const before = q.start - phraseBefore(tokens, q.start, currency);
  const after = q.end + phraseAt(tokens, q.end, currency);
  // The longer phrase wins: 'not more than' is a maximum, though 'more than' is a minimum.
  const maxBeforeLength = phraseBefore(tokens, before, maxBefore);
  const minBeforeLength = phraseBefore(tokens, before, minBefore);
  const maxAfterLength = phraseAt(tokens, after, maxAfter);
  const minAfterLength = phraseAt(tokens, after, minAfter);
  return {
    currency: before < q.start || after > q.end,
    max: maxBeforeLength > minBeforeLength || maxAfterLength > minAfterLength,
    min: minBeforeLength > maxBeforeLength || minAfterLength > maxAfterLength,
    month: phraseAt(tokens, after, perMonth) > 0 || phraseBefore(tokens, before, monthlyBefore) > 0,
    day: phraseAt(tokens, after, perDay) > 0,
  };
}

function asPricePerDay(q: Quantity, c: Context): number | undefined {
  if (c.min || !(c.currency || c.max || c.month || c.day)) return undefined;
  const perDayValue = c.month ? Math.floor(q.value / DAYS_IN_A_MONTH) : q.value;
  return perDayValue >= LEAST_PRICE ? perDayValue : undefined;
}

/**
 * An age, unless the years are how long care is wanted ('for 1 month', '2 saal ke liye') or
 * how long a caregiver has worked ('5 years experience').
 */
function asAge(tokens: readonly Token[], q: Quantity, c: Context): number | undefined {
  if (c.currency || c.max || !Number.isInteger(q.value) || q.value > OLDEST) return undefined;
  if (phraseBefore(tokens, q.start, ageBefore) || phraseAt(tokens, q.end, ageStatedAfter)) {
    return q.value;
  }
  const years = phraseAt(tokens, q.end, ageAfter);
  const months = years ? 0 : phraseAt(tokens, q.end, monthsAfter);
  if (!years && !months) return undefined;
  const lasting =
    phraseBefore(tokens, q.start, durationBefore) > 0 ||
    phraseAt(tokens, q.end + years + months, durationAfter) > 0;
  if (lasting) return undefined;
  if (years) return q.value;
  return q.value <= MOST_MONTHS ? Math.floor(q.value / 12) : undefined;
}

const rangeWords = phrases(['to', 'se', 'and', 'or', 'से', 'और', 'ya', 'या']);

/**
 * The budget, age and PIN code the numbers say. Of several amounts the largest is the most to
 * pay ('1000 to 1500 a day'); the second of a range takes the first's words ('1000 se 1500 ke
 * beech').
 */
export function numberSlots(tokens: readonly Token[]): NumberSlots {
  const slots: NumberSlots = {};
  const quantities = readQuantities(tokens);
  const prices: number[] = [];
  quantities.forEach((q, i) => {
    const context = contextOf(tokens, q);
    const price = asPricePerDay(q, context);
    if (price !== undefined) {
      prices.push(price);
      const next = quantities[i + 1];
      if (next && phraseAt(tokens, q.end, rangeWords) + q.end === next.start) {
        const nextPrice = asPricePerDay(next, { ...context, min: false, max: true });
        if (nextPrice !== undefined) prices.push(nextPrice);
      }
      return;
    }
    const age = asAge(tokens, q, context);
    if (age !== undefined) {
      slots.age ??= age;
      return;
    }
    if (q.digits !== undefined && /^[1-9]\d{5}$/.test(q.digits)) slots.pincode ??= q.digits;
  });
  if (prices.length) slots.maxPricePerDay = Math.max(...prices);
  return slots;
}
