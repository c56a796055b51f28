/**
 * The Idempotency-Key of the payout that retries a failed one. Payout keys are unique per
 * seller, so a failed payout can have one retry only, however often or at once it is asked for.
 * The '/' is one no client's key may contain (see idempotencyHeadersSchema), so a caregiver's
 * own request can never take the place of an operator's retry.
 */
export const RETRY_KEY_PREFIX = 'retry/';

export const retryKeyOf = (failedPayoutId: string) => `${RETRY_KEY_PREFIX}${failedPayoutId}`;
