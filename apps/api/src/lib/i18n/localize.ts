import { translateMessage, type Language } from '@care/shared';
import { z } from 'zod';

/**
 * Puts an envelope's words into the caller's language: its message and each field's. The
 * texts are English in the code and the tests; the shared catalog gives each its Hindi.
 */

export interface FieldMessage {
  path: string;
  message: string;
}

/** A validation issue as zod raised it, for the messages zod words itself. */
export type RawIssue = Parameters<ReturnType<typeof z.locales.en>['localeError']>[0];

const zodLocales = { en: z.locales.en(), hi: z.locales.hi() } satisfies Record<Language, unknown>;

/** zod's own words for an issue in a language, when the English is zod's default. */
function zodDefaultIn(language: Language, issue: RawIssue, english: string): string | undefined {
  const said = (locale: keyof typeof zodLocales) => {
    const message = zodLocales[locale].localeError(issue);
    return typeof message === 'string' ? message : message?.message;
  };
  return said('en') === english ? said(language) : undefined;
}

/** One field's message in the language: our catalog first, then zod's own locale. */
export function localizeField(message: string, language: Language, issue?: RawIssue): string {
  if (language === 'en') return message;
  const translated = translateMessage(message, language);
  if (translated !== message || !issue) return translated;
  return zodDefaultIn(language, issue, message) ?? message;
}

/**
 * A refusal's message in the language. A message that names its first field
 * ('mobile: Enter a valid …') keeps the field's name and translates the rest.
 */
export function localizeMessage(
  message: string,
  language: Language,
  fields?: readonly FieldMessage[],
  firstFieldInLanguage?: string,
): string {
  if (language === 'en') return message;
  const whole = translateMessage(message, language);
  if (whole !== message) return whole;
  const first = fields?.[0];
  if (!first) return message;
  const field = () => firstFieldInLanguage ?? localizeField(first.message, language);
  if (message === `${first.path}: ${first.message}`) return `${first.path}: ${field()}`;
  if (message === first.message) return field();
  return message;
}

/** A whole envelope in the language; `issues` are zod's, field by field, when it raised them. */
export function localizeEnvelope<B extends { message: string; errors?: FieldMessage[] }>(
  body: B,
  language: Language,
  issues?: readonly (RawIssue | undefined)[],
): B {
  if (language === 'en') return body;
  const errors = body.errors?.map((field, index) => ({
    ...field,
    message: localizeField(field.message, language, issues?.[index]),
  }));
  return {
    ...body,
    message: localizeMessage(body.message, language, body.errors, errors?.[0]?.message),
    ...(errors ? { errors } : {}),
  };
}
