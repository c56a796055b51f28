import type { BookingStaff, BookingStatus } from '@care/shared';
import { photoUrl } from '../photos/urls.ts';

/**
 * While care is on (accepted, under way, done), each side sees the other's details: the
 * family's contact for the caregiver, and the staff member a company sends for the family.
 */
export const detailsVisible: readonly BookingStatus[] = ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED'];

/** Staff can be named or changed until the care is over. */
export const staffAssignable: readonly BookingStatus[] = ['ACCEPTED', 'IN_PROGRESS'];

export function staffOf(row: {
  status: BookingStatus;
  staffName: string | null;
  staffPhone: string | null;
  staffPhoto: string | null;
}): BookingStaff | null {
  if (!row.staffName || !row.staffPhone || !detailsVisible.includes(row.status)) return null;
  return { name: row.staffName, phone: row.staffPhone, photo: photoUrl(row.staffPhoto, 'card') };
}
