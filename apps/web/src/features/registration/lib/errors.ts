import { ApiError } from '../../../lib/api';
import { serverFieldErrors } from '../../../lib/errorMessage';

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
  return { fields: serverFieldErrors(error), message: error.fromServer ? error.message : null };
}
