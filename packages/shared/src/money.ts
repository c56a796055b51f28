import { groupIndianDigits } from './indian-digits.ts';
import { defaultLanguage, type Language } from './language.ts';

/**
 * Money is integer paise everywhere inside the system (DESIGN rule 5): in the database, the
 * services and the web app. The spec's wire fields are rupees; the `rupees()` codec (money-codec.ts) is
 * the one place that converts, at the boundary, in both directions.
 */
export const PAISE_PER_RUPEE = 100;

/**
 * ₹1 lakh crore: far past any payment or balance, and small enough that every amount up to it,
 * written with paise (15 significant digits), survives the trip through a JavaScript number
 * and JSON exactly. Past about ₹10^13 a double can no longer hold every paisa.
 */
export const MAX_RUPEES = 1_000_000_000_000;

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/**
 * Rejects fractions of a paisa rather than silently rounding someone's money. The decimals are
 * read from the number as written (4820525409.6 has one), not from `rupees * 100`, whose float
 * error grows with the amount and would refuse large, exact sums.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees) || Math.abs(rupees) > MAX_RUPEES) {
    throw new RangeError(`Amount ${rupees} is not a payable amount`);
  }
  if (!hasAtMostTwoDecimals(rupees)) {
    throw new RangeError(`Amount ${rupees} has more than two decimal places`);
  }
  // At most two decimals and below 2^53 paise: the float error of the product is far below
  // half a paisa, so rounding recovers the exact paise.
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** The decimals as the number is written: 1e-7 has more than two, 4820525409.6 has one. */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  const written = String(rupees);
  return !written.includes('e') && (written.split('.')[1] ?? '').length <= 2;
}

/**
 * The one way an amount is shown, to families, caregivers and in their PDFs and messages:
 * Indian digit grouping (₹12,34,567), from paise so no rupee float is ever rounded for show,
 * and paise only when there are some, then always two digits (₹4,500.50, never ₹4,500.5).
 * In the reader's language; Hindi keeps the same Latin digits and grouping.
 */
export function formatPaise(paise: number, _language: Language = defaultLanguage): string {
  // Both languages write amounts alike (see indian-digits.ts for why not Intl).
  const whole = Math.abs(Math.round(paise));
  const rupees = groupIndianDigits(Math.floor(whole / PAISE_PER_RUPEE));
  const rest = whole % PAISE_PER_RUPEE;
  const paisePart = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  // eslint-disable-next-line no-restricted-syntax -- this is formatPaise, where the ₹ is written
  const amount = `₹${rupees}${paisePart}`;
  return Math.round(paise) < 0 ? `-${amount}` : amount;
}
