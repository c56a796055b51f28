import type { Language } from '../language.ts';
import { messages } from '../messages.ts';
import { careDatesInHindi } from './care-dates.ts';
import { messagesHi } from './messages.hi.ts';
import { notificationsHi } from './notifications.hi.ts';
import { specMessagesHi } from './spec.hi.ts';

/**
 * Messages in the reader's language, keyed by their English words, as gettext keys them: the
 * English text is what the code says and what tests read, and a catalog gives each language's
 * words for it. A catalog entry is a template when the message carries values: `{0}`, `{1}` …
 * stand for them, in the English order, and a translation may place them anywhere. A value that
 * is itself a message ('Provider' in '{0} not found') is translated too.
 *
 * A message with no entry stays English: a half-translated sentence would read worse.
 */

export type MessageCatalog = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  translation: string;
}

const placeholder = /\{(\d+)\}/g;
const MAX_DEPTH = 2;

export interface Translator {
  (text: string): string;
  /** Whether the catalog has words for this text, as a whole or as a template. */
  knows(text: string): boolean;
}

export interface TranslatorOptions {
  /** Words for a value the catalog has no entry for, such as a date written the English way. */
  value?: (value: string) => string | undefined;
}

export function createTranslator(
  catalog: MessageCatalog,
  options: TranslatorOptions = {},
): Translator {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(catalog)) {
    if (!english.match(placeholder)) {
      exact.set(english, translation);
      continue;
    }
    const source = english
      .split(placeholder)
      .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : `(?<v${part}>.+?)`))
      .join('');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), translation });
  }
  // The most specific template first: 'Provider not found' before '{0} not found'.
  templates.sort((a, b) => fixedLength(b.pattern) - fixedLength(a.pattern));

  const translate = (text: string, depth: number): string | undefined => {
    const whole = exact.get(text);
    if (whole !== undefined) return whole;
    if (depth > MAX_DEPTH) return undefined;
    for (const { pattern, translation } of templates) {
      const match = pattern.exec(text);
      if (!match?.groups) continue;
      const values = match.groups;
      return translation.replace(placeholder, (_, index: string) => {
        const value = values[`v${index}`] ?? '';
        return translate(value, depth + 1) ?? options.value?.(value) ?? value;
      });
    }
    return undefined;
  };

  const translator = ((text: string) => translate(text, 0) ?? text) as Translator;
  translator.knows = (text) => translate(text, 0) !== undefined;
  return translator;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function fixedLength(pattern: RegExp): number {
  return pattern.source.replace(/\(\?<v\d+>\.\+\?\)/g, '').length;
}

/** The spec's own messages (SPEC section 8), from the table both sides show them from. */
function specEntries(translations: Record<keyof typeof messages, string>): MessageCatalog {
  return Object.fromEntries(
    (Object.keys(messages) as (keyof typeof messages)[]).map((key) => [
      messages[key],
      translations[key],
    ]),
  );
}

const translators: Record<Language, Translator> = {
  en: Object.assign((text: string) => text, { knows: () => true }),
  hi: createTranslator(
    { ...specEntries(specMessagesHi), ...messagesHi, ...notificationsHi },
    { value: careDatesInHindi },
  ),
};

/** The text in the given language, or as it came when that language has no words for it. */
export function translateMessage(text: string, language: Language): string {
  return translators[language](text);
}

/** Whether a text has words in the given language (English always has). */
export function hasTranslation(text: string, language: Language): boolean {
  return translators[language].knows(text);
}
