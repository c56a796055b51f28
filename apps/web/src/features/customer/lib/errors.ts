import { messages } from '@care/shared';
import { ApiError } from '../../../lib/api';

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
