/**
 * Whether a kind of care fits the person it is booked for (issue 9/14): childcare is for
 * children, elder care for adults. A mismatch is usually a slip (the wrong family member
 * chosen), so the wizard warns and asks to confirm; it is not refused, as families know
 * exceptions (a young adult with special needs in a creche's care).
 */
export const ADULT_AGE = 18;

export type CareKind = 'elder' | 'child' | 'other';

/** The kind of care a category stands for, by its name ('Elder Care', 'Child Care'). */
export function careKindOf(categoryName: string | null | undefined): CareKind {
  if (!categoryName) return 'other';
  if (/child|baby|infant|creche|crèche|nanny/i.test(categoryName)) return 'child';
  if (/elder|senior/i.test(categoryName)) return 'elder';
  return 'other';
}

/** Why this care may not fit this person, to confirm before booking; null when it fits. */
export function careFitWarning(
  categoryName: string | null | undefined,
  member: { name: string; age: number },
): string | null {
  const kind = careKindOf(categoryName);
  if (kind === 'child' && member.age >= ADULT_AGE) {
    return `${categoryName} is care for children, and ${member.name} is ${member.age}.`;
  }
  if (kind === 'elder' && member.age < ADULT_AGE) {
    return `${categoryName} is care for older adults, and ${member.name} is ${member.age}.`;
  }
  return null;
}

/** What to call the person cared for: a child in childcare, a patient otherwise. */
export function careRecipientLabel(categoryName: string | null | undefined): 'Child' | 'Patient' {
  return careKindOf(categoryName) === 'child' ? 'Child' : 'Patient';
}
