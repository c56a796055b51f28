import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registration } from '../../../lib/locales/en/registration';

type ErrorKey = keyof typeof registration.errors;

/** The registration schemas' own messages (in English, as @care/shared gives them), by text. */
const keyByMessage = new Map(
  (Object.entries(registration.errors) as [ErrorKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * A registration field's error in the reader's language: the messages only the registration
 * schemas give (a company name, a GSTIN, a provider's age) through the locales. Any other is
 * passed on as it came, and the field itself words the messages all forms share (`validation`)
 * and shows the server's own words, which already come in the chosen language.
 */
export function registrationFieldError(message: string | undefined, t: TFunction) {
  if (!message) return message;
  const key = keyByMessage.get(message);
  return key ? t(`registration.errors.${key}`) : message;
}

/** `registrationFieldError` bound to the current language. */
export function useRegistrationFieldError() {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => registrationFieldError(message, t), [t]);
}
