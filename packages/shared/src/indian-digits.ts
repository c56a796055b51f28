/**
 * A whole number written the Indian way, in Latin digits: the last three digits, then pairs
 * (12,34,567; 1,00,00,000), as en-IN and hi-IN both write it.
 *
 * Written out rather than asked of Intl: making an Intl.NumberFormat on a cheap phone costs
 * a hundred milliseconds and more (ICU loads its locale and currency data), and it was the
 * largest single cost of taking over a server-rendered list. indian-digits.test.ts holds this
 * to Intl's own output.
 */
export function groupIndianDigits(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const sign = whole <= -1 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const lakhsAndAbove = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${lakhsAndAbove},${digits.slice(-3)}`;
}
