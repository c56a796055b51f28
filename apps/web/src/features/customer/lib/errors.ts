import { ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

/**
 * SPEC 8: when the server answered success:false, its message (or 'Failed to update profile');
 * when the call itself failed (no answer, or not one of ours), 'Error updating profile'.
 */
export function profileUpdateErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.code !== 'BAD_RESPONSE') {
    return error.fromServer ? error.message : i18n.t('spec.profileUpdateFailed');
  }
  return i18n.t('spec.profileUpdateError');
}
