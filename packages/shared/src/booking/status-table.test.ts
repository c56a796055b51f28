import { describe, expect, it } from 'vitest';
import {
  activeBookingStatuses,
  allowedActions,
  bookingStatuses,
  findTransition,
  transitionRefusal,
  type BookingActor,
  type BookingStatus,
} from './status.ts';

/*
 * The whole graph as the spec tells it, who may do what from each status, so that no move is
 * added, lost or given to the wrong party without a test saying so.
 */
const who: Record<BookingActor, Record<BookingStatus, string[]>> = {
  Customer: {
    PENDING: ['cancel'],
    ACCEPTED: ['cancel'],
    DECLINED: [],
    IN_PROGRESS: [],
    COMPLETED: [],
    CANCELLED: [],
  },
  Admin: {
    PENDING: ['cancel'],
    ACCEPTED: ['cancel'],
    DECLINED: [],
    IN_PROGRESS: [],
    COMPLETED: [],
    CANCELLED: [],
  },
  Provider: {
    PENDING: ['accept', 'decline'],
    ACCEPTED: ['cancel', 'start'],
    DECLINED: [],
    IN_PROGRESS: ['complete'],
    COMPLETED: [],
    CANCELLED: [],
  },
  Company: {
    PENDING: ['accept', 'decline'],
    ACCEPTED: ['cancel', 'start'],
    DECLINED: [],
    IN_PROGRESS: ['complete'],
    COMPLETED: [],
    CANCELLED: [],
  },
  System: {
    PENDING: ['expire'],
    ACCEPTED: ['expire'],
    DECLINED: [],
    IN_PROGRESS: [],
    COMPLETED: [],
    CANCELLED: [],
  },
};

describe('who may do what, from each status', () => {
  for (const [actor, byStatus] of Object.entries(who) as [BookingActor, typeof who.Customer][]) {
    it.each(bookingStatuses)(`${actor} from %s`, (status) => {
      expect([...allowedActions(status, actor)].sort()).toEqual([...byStatus[status]].sort());
    });
  }

  it('lands each move where the spec says', () => {
    expect(findTransition('PENDING', 'accept', 'Company')?.to).toBe('ACCEPTED');
    expect(findTransition('PENDING', 'decline', 'Provider')?.to).toBe('DECLINED');
    expect(findTransition('PENDING', 'cancel', 'Admin')?.to).toBe('CANCELLED');
    expect(findTransition('ACCEPTED', 'start', 'Provider')?.to).toBe('IN_PROGRESS');
    expect(findTransition('IN_PROGRESS', 'complete', 'Company')?.to).toBe('COMPLETED');
    expect(findTransition('PENDING', 'expire', 'System')?.to).toBe('CANCELLED');
    expect(findTransition('ACCEPTED', 'expire', 'System')?.to).toBe('CANCELLED');
  });
});

describe('the calendar a booking holds', () => {
  it('is held while pending, accepted or in progress, and freed otherwise', () => {
    expect([...activeBookingStatuses].sort()).toEqual(['ACCEPTED', 'IN_PROGRESS', 'PENDING']);
  });
});

describe('why a move is refused', () => {
  it.each([
    [
      'PENDING',
      'start',
      'This booking is waiting for the caregiver to accept, so it cannot be started.',
    ],
    ['ACCEPTED', 'accept', 'This booking is accepted, so it cannot be accepted.'],
    ['DECLINED', 'decline', 'This booking is declined, so it cannot be declined.'],
    ['IN_PROGRESS', 'cancel', 'This booking is in progress, so it cannot be cancelled.'],
    ['COMPLETED', 'complete', 'This booking is completed, so it cannot be completed.'],
    ['CANCELLED', 'expire', 'This booking is cancelled, so it cannot be expired.'],
  ] as const)('from %s, to %s: "%s"', (status, action, message) => {
    expect(transitionRefusal(status, action)).toBe(message);
  });
});
