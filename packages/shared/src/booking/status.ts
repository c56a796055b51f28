/**
 * The booking status graph (DESIGN rule 4). The server refuses any transition not listed here
 * with 409, and the UI asks the same graph which actions to offer.
 */
export const bookingStatuses = [
  'PENDING',
  'ACCEPTED',
  'DECLINED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** `System` is the scheduler that expires bookings nobody acted on in time. */
export type BookingActor = 'Customer' | 'Provider' | 'Company' | 'Admin' | 'System';

/** Who can have cancelled a booking; the bookings table's cancelled_by column is built from it. */
export const bookingCancellers = [
  'Customer',
  'Provider',
  'Company',
  'Admin',
  'System',
] as const satisfies readonly BookingActor[];
export type BookingCanceller = (typeof bookingCancellers)[number];

export type BookingAction = 'accept' | 'decline' | 'start' | 'complete' | 'cancel' | 'expire';

interface Transition {
  from: BookingStatus;
  action: BookingAction;
  to: BookingStatus;
  by: readonly BookingActor[];
}

const careGivers = ['Provider', 'Company'] as const;

export const bookingTransitions: readonly Transition[] = [
  { from: 'PENDING', action: 'accept', to: 'ACCEPTED', by: careGivers },
  { from: 'PENDING', action: 'decline', to: 'DECLINED', by: careGivers },
  { from: 'PENDING', action: 'cancel', to: 'CANCELLED', by: ['Customer', 'Admin'] },
  // The family's start code proves the caregiver actually arrived.
  { from: 'ACCEPTED', action: 'start', to: 'IN_PROGRESS', by: careGivers },
  { from: 'ACCEPTED', action: 'cancel', to: 'CANCELLED', by: ['Customer', 'Admin'] },
  // A caregiver who cannot come after all says so before the care starts; the family gets
  // everything back and the cancellation counts on the caregiver's record.
  { from: 'ACCEPTED', action: 'cancel', to: 'CANCELLED', by: careGivers },
  { from: 'IN_PROGRESS', action: 'complete', to: 'COMPLETED', by: careGivers },
  // A request unanswered by its first day, or accepted care never started by its last day,
  // releases the caregiver's calendar and returns the family's money.
  { from: 'PENDING', action: 'expire', to: 'CANCELLED', by: ['System'] },
  { from: 'ACCEPTED', action: 'expire', to: 'CANCELLED', by: ['System'] },
];

/**
 * Statuses that hold the caregiver's calendar. The database's no-overlap constraint uses the
 * same list (see the bookings migration); keep them in step.
 */
export const activeBookingStatuses: readonly BookingStatus[] = [
  'PENDING',
  'ACCEPTED',
  'IN_PROGRESS',
];

/** The review rule: a family rates care once, after it was completed. */
export function canReview(booking: { status: BookingStatus; hasReview: boolean }): boolean {
  return booking.status === 'COMPLETED' && !booking.hasReview;
}

export function findTransition(
  from: BookingStatus,
  action: BookingAction,
  actor: BookingActor,
): Transition | undefined {
  return bookingTransitions.find(
    (t) => t.from === from && t.action === action && t.by.includes(actor),
  );
}

export function allowedActions(status: BookingStatus, actor: BookingActor): BookingAction[] {
  return bookingTransitions
    .filter((t) => t.from === status && t.by.includes(actor))
    .map((t) => t.action);
}

/** How a status reads in a sentence ("This booking is ..."). */
export const bookingStatusText: Record<BookingStatus, string> = {
  PENDING: 'waiting for the caregiver to accept',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  IN_PROGRESS: 'in progress',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

const actionDone: Record<BookingAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  start: 'started',
  complete: 'completed',
  cancel: 'cancelled',
  expire: 'expired',
};

/** Why the graph refuses `action` from `status`: the 409 message the server answers with. */
export function transitionRefusal(status: BookingStatus, action: BookingAction): string {
  return `This booking is ${bookingStatusText[status]}, so it cannot be ${actionDone[action]}.`;
}
