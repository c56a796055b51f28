import { ApiError } from '../../../lib/api';

export interface SubmitProblem {
  /** Messages for named fields, from a 4xx with field errors. */
  fields: Record<string, string>;
  /** The server's own message for a 4xx, shown inline beside the spec's toast. */
  message: string | null;
}

/**
 * SPEC 8 fixes the toast ('Failed to complete profile. Please try again.'); when the server
 * refused the request for a reason the person can fix (a 4xx), its words are shown inline too.
 */
export function submitProblem(error: unknown): SubmitProblem {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
    return { fields: {}, message: null };
  }
  const fields: Record<string, string> = {};
  for (const item of Array.isArray(error.errors) ? (error.errors as unknown[]) : []) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && path && typeof message === 'string' && !fields[path]) {
      fields[path] = message;
    }
  }
  return { fields, message: error.fromServer ? error.message : null };
}

/** A 401 that survived the token refresh: the person has to verify the number again. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export const SESSION_ENDED_NOTICE =
  'Your session has ended. Please verify your mobile number again to finish registering.';
