import {
  understandConversation,
  type AssistantLanguage,
  type AssistantMessageBody,
  type AssistantReply,
} from '@care/shared';
import type { ChatModel, ModelLogger } from '../../adapters/chat-model/index.ts';
import { ModelError } from '../../adapters/chat-model/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CacheInvalidator } from '../../lib/public-cache.ts';
import { createFamilyAnswers } from './family-answers.ts';
import { createCareFinder } from './find-care.ts';
import { createModelAssistant } from './model-assistant.ts';
import { createOfflineAssistant, type Asker } from './offline.ts';

/**
 * The assistant on every page. With a chat model configured it answers through the model and
 * the site's own functions; without one, or whenever the model fails, through the built-in
 * understanding, so a family always gets an answer.
 */
export function createAssistantService(
  db: Database,
  config: Config,
  model: ChatModel,
  log: ModelLogger,
  cache: CacheInvalidator,
) {
  const findCare = createCareFinder(db);
  const family = createFamilyAnswers(db, config, cache);
  const offline = createOfflineAssistant(findCare, family);
  const viaModel = createModelAssistant(model, findCare, family, log);

  return {
    async answer(
      body: AssistantMessageBody,
      asker: Asker,
      preferred?: AssistantLanguage,
    ): Promise<AssistantReply> {
      const turns = body.messages.map((m) => ({ role: m.role, text: m.text.trim() }));
      // The language the person writes in; the chosen site language when the words do not say.
      const written = understandConversation(turns).language;
      const language = written === 'hi' ? 'hi' : (body.language ?? preferred ?? 'en');
      if (model.kind !== 'none') {
        try {
          return await viaModel(turns.slice(-20), asker, language);
        } catch (error) {
          if (!(error instanceof ModelError)) throw error;
          log.warn({ reason: error.reason }, 'assistant model failed; answered offline');
        }
      }
      return offline.answer(turns, asker, language);
    },
  };
}
