import type { TFunction } from 'i18next';
import { userErrorMessage } from '../../../lib/errorMessage';

/**
 * What to say when a call fails: the server's own words (it answers in the chosen language),
 * else `fallback`, else the spec's apology in the reader's language.
 */
export function errorText(error: unknown, t: TFunction, fallback?: string): string {
  return userErrorMessage(error, fallback ?? t('spec.somethingWentWrong'));
}
