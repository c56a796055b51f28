/** The assistant's offline understanding (issue 10/14): pure, shared by the API and the web app. */
export { understand } from './understand.ts';
export { CONVERSATION_TURNS_READ, understandConversation } from './conversation.ts';
export { MAX_UTTERANCE_CHARS } from './normalise.ts';
export { transliterateDevanagari } from './transliterate.ts';
export {
  assistantIntents,
  assistantRecipients,
  assistantServices,
  type AssistantCareType,
  type AssistantIntent,
  type AssistantRecipient,
  type AssistantServiceName,
  type AssistantSlots,
  type Understanding,
} from './types.ts';
