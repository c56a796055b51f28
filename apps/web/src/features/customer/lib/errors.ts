import { messages } from '@care/shared';
import { ApiError } from '../../../lib/api';

/** A 401 that survived the refresh: the session is over and the page is already leaving. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * SPEC 8: when the server answered success:false, its message (or 'Failed to update profile');
 * when the call itself failed (no answer, or not one of ours), 'Error updating profile'.
 */
export function profileUpdateErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.code !== 'BAD_RESPONSE') {
    return error.fromServer ? error.message : messages.profileUpdateFailed;
  }
  return messages.profileUpdateError;
}

/** Field errors of a 400 from the API's shared schema, as { field: message }. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.errors)) return {};
  const fields: Record<string, string> = {};
  for (const item of error.errors as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string' && path && !fields[path]) {
      fields[path] = message;
    }
  }
  return fields;
}
