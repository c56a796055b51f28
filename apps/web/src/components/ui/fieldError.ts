import { translateMessage, type Language } from '@care/shared';

/**
 * A field's message in the reader's language. The shared schemas, the web app's own forms and
 * the API all word their messages in English; the shared catalog gives each its Hindi, by its
 * English words (decision 015). A message with no words there shows as it came.
 */
export function fieldError(message: string, language: Language): string {
  return translateMessage(message, language);
}
