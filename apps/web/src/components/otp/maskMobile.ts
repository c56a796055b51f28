/** '9876543210' -> '******3210': enough for the person to recognise their number. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const lastFour = digits.slice(-4);
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${lastFour}`;
}
