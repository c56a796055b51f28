import { describe, expect, it } from 'vitest';
import { allowedActions, bookingStatuses, bookingTransitions, findTransition } from './status.ts';

describe('booking status graph', () => {
  it('lets a caregiver accept a pending booking but not a customer', () => {
    expect(findTransition('PENDING', 'accept', 'Provider')?.to).toBe('ACCEPTED');
    expect(findTransition('PENDING', 'accept', 'Customer')).toBeUndefined();
  });

  it('never leaves a final status', () => {
    for (const final of ['COMPLETED', 'CANCELLED', 'DECLINED'] as const) {
      expect(bookingTransitions.filter((t) => t.from === final)).toEqual([]);
    }
  });

  it('only names known statuses', () => {
    for (const t of bookingTransitions) {
      expect(bookingStatuses).toContain(t.from);
      expect(bookingStatuses).toContain(t.to);
    }
  });

  it('offers the customer cancel only before the care starts', () => {
    expect(allowedActions('PENDING', 'Customer')).toEqual(['cancel']);
    expect(allowedActions('ACCEPTED', 'Customer')).toEqual(['cancel']);
    expect(allowedActions('IN_PROGRESS', 'Customer')).toEqual([]);
  });
});
