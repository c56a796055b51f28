import type { TFunction } from 'i18next';
import { userErrorMessage } from '../../../lib/errorMessage';
import { dashboard } from '../../../lib/locales/en/dashboard';

type FieldErrorKey = keyof typeof dashboard.fieldErrors;

/** The shared schemas speak English: each dashboard form message, back to its locale key. */
const keyByMessage = new Map(
  (Object.entries(dashboard.fieldErrors) as [FieldErrorKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

/**
 * A dashboard field's error in the reader's language. Messages the shared `validation` texts
 * cover, and the server's own words, pass through: the field itself shows those.
 */
export function dashboardFieldError(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return message;
  const key = keyByMessage.get(message);
  return key ? t(`dashboard.fieldErrors.${key}`) : message;
}

/**
 * What to say when a call fails: the server's own words (it answers in the chosen language),
 * else `fallback`, else the spec's apology in the reader's language.
 */
export function errorText(error: unknown, t: TFunction, fallback?: string): string {
  return userErrorMessage(error, fallback ?? t('spec.somethingWentWrong'));
}
