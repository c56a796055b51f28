import {
  assistantMessageBodySchema,
  assistantReplyResponseSchema,
  MAX_ASSISTANT_MESSAGE_CHARS,
  MAX_ASSISTANT_TURNS,
} from '../schemas/assistant.ts';
import { defineContract, jsonBodyBytes } from './define.ts';

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
    // The whole conversation travels with each message: up to 60 turns of 1,000 characters.
    bodyLimit: jsonBodyBytes(MAX_ASSISTANT_TURNS * MAX_ASSISTANT_MESSAGE_CHARS),
    response: assistantReplyResponseSchema,
  }),
};
