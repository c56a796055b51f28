import { ApiError } from '../api';

/**
 * Query retry policy for public reads: one more try after a dropped connection or a server
 * error (mobile networks in India drop often), none after a 4xx, which will not change.
 */
export function retryTransientErrors(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A 400 (malformed id or slug) or 404: the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
