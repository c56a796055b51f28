import type { Language } from '@care/shared';

/*
 * A field's message in the reader's language. The shared schemas, the web app's own forms and
 * the API all word their messages in English; the shared catalog gives each its Hindi, by its
 * English words (decision 015). That catalog holds every message the API can say, so it comes
 * with the Hindi chunk (lib/i18n.ts registers it) and an English reader never downloads it.
 * A message with no words there, or before the catalog has come, shows as it came.
 */

type Translate = (message: string, language: Language) => string;

let translate: Translate | null = null;

/** Called once the Hindi chunk has arrived with the shared catalog's translator. */
export function registerMessageTranslator(next: Translate): void {
  translate = next;
}

export function fieldError(message: string, language: Language): string {
  return translate ? translate(message, language) : message;
}
