/**
 * The health check's database round trip, remembered for `seconds` once it succeeds: a load
 * balancer still learns within that time that the database is gone, while a burst of checks
 * (or a monitor polling hard) costs one query per interval instead of one per request.
 * Concurrent checks share the round trip in flight; a failure is never remembered.
 */
export function createHealthCheck(
  ping: () => Promise<void>,
  seconds: number,
  now: () => number = Date.now,
): () => Promise<void> {
  if (seconds <= 0) return ping;
  let goodUntil = 0;
  let inFlight: Promise<void> | null = null;
  return () => {
    if (now() < goodUntil) return Promise.resolve();
    inFlight ??= ping()
      .then(() => {
        goodUntil = now() + seconds * 1000;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
