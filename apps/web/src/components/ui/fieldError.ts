import type { TFunction } from 'i18next';
import { validation } from '../../lib/locales/en/validation';

type ValidationKey = keyof typeof validation;

/** The shared schemas speak English: each message they can give, back to its locale key. */
const keyByMessage = new Map(
  (Object.entries(validation) as [ValidationKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * A field's error in the reader's language: a shared schema's message through the locales,
 * anything else (the server's own words, already in the chosen language) as it came.
 */
export function fieldError(message: string, t: TFunction): string {
  const key = keyByMessage.get(message);
  return key ? t(`validation.${key}`) : message;
}
