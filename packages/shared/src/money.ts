/**
 * Money is integer paise everywhere inside the system (DESIGN rule 5). The API speaks rupees
 * where the spec's fields do; these are the only two conversions.
 */
export const PAISE_PER_RUPEE = 100;

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** Rejects fractions of a paisa rather than silently rounding someone's money. */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (Math.abs(paise - rupees * PAISE_PER_RUPEE) > 1e-6) {
    throw new RangeError(`Amount ${rupees} has more than two decimal places`);
  }
  return paise;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** ₹1,250 style, Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}
