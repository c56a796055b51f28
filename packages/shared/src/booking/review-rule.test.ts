import { describe, expect, it } from 'vitest';
import { bookingStatuses, canReview } from './status.ts';

describe('the review rule', () => {
  it('lets a family rate completed care once', () => {
    expect(canReview({ status: 'COMPLETED', hasReview: false })).toBe(true);
    expect(canReview({ status: 'COMPLETED', hasReview: true })).toBe(false);
  });

  it('refuses every other status', () => {
    for (const status of bookingStatuses.filter((s) => s !== 'COMPLETED')) {
      expect(canReview({ status, hasReview: false })).toBe(false);
    }
  });
});
