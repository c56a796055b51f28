import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/**
 * SPEC 8 says 'Failed to send OTP'; when the server refuses for a reason the person can act on
 * (a 429: "Please wait 20 seconds...", a 403: "This number is not registered as an operator"),
 * its message is more helpful.
 */
export function sendOtpErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.status === 429 || error.status === 403) &&
    error.message
  ) {
    return error.message;
  }
  return i18n.t('spec.sendOtpFailed');
}

/** SPEC 8 says 'Invalid OTP'; an expired code or too many tries need a new code instead. */
export function verifyOtpErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.code === 'OTP_EXPIRED')) {
    return error.message || i18n.t('spec.invalidOtp');
  }
  return i18n.t('spec.invalidOtp');
}
