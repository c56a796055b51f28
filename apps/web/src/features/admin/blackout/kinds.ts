import type { NonRefundableDateKind } from '@care/shared';

/** The kinds' names on the operator's screens. */
export const blackoutKindLabels: Record<NonRefundableDateKind, string> = {
  LONG_WEEKEND: 'Long weekend',
  BLACKOUT: 'Blackout date',
};
