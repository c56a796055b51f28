import { intlLocales, translateMessage } from '@care/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerLanguage } from '../lib/i18n/language.ts';

/** An API envelope that carries words for a person: a refusal, or a success with a message. */
function hasMessage(payload: unknown): payload is { success: boolean; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'success' in payload &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * Answers in the language the caller asked for (Accept-Language; the web app sends the one the
 * person chose). Refusals are put into it by the error handler, which knows each field's zod
 * issue; this hook does the messages of successful calls. Either way the response says which
 * language it speaks and that it varies with the asking, so no cache serves Hindi to English.
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!hasMessage(payload)) return payload;
      const language = answerLanguage(request.headers);
      void reply
        .header('content-language', intlLocales[language])
        .header('vary', 'Accept-Language');
      if (!payload.success || language === 'en') return payload;
      return { ...payload, message: translateMessage(payload.message, language) };
    });
  },
  { name: 'language' },
);
