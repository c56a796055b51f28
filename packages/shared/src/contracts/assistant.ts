import { assistantMessageBodySchema, assistantReplyResponseSchema } from '../schemas/assistant.ts';
import { defineContract } from './define.ts';

/** The assistant on every page (SPEC 2; issue 10/14). */
export const assistantContracts = {
  sendAssistantMessage: defineContract({
    method: 'POST',
    path: '/assistant/message',
    // Anyone may ask; a family's token lets it answer about that family's bookings.
    access: 'public',
    tag: 'assistant',
    summary: 'Answer the newest message of a conversation, in English or Hindi',
    body: assistantMessageBodySchema,
    response: assistantReplyResponseSchema,
  }),
};
