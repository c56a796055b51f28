import {
  assistantActionSchema,
  assistantResultSchema,
  languages,
  MAX_ASSISTANT_TURNS,
  type AssistantReply,
  type AssistantTurn,
} from '@care/shared';
import { z } from 'zod';

/*
 * The conversation as the panel shows it, kept in sessionStorage so it follows the person from
 * page to page in this tab (a result link navigates away) and is gone when the tab is closed.
 */

/** Where this tab's conversation is kept. */
export const CONVERSATION_STORAGE_KEY = 'care:assistant';

/** Enough to scroll back through; the server is only ever sent the last MAX_ASSISTANT_TURNS. */
const KEPT_ENTRIES = 100;

const entrySchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  /** The reply's language: it is marked up with it and, when spoken, read in it. */
  language: z.enum(languages).optional(),
  // Kept as decoded: the price is already paise, not the wire's rupees.
  results: z
    .array(assistantResultSchema.extend({ pricePerDay: z.number().int().min(0).optional() }))
    .optional(),
  actions: z.array(assistantActionSchema).optional(),
});
export type ConversationEntry = z.infer<typeof entrySchema>;

let lastId = 0;
function newId(): string {
  lastId += 1;
  return `${Date.now().toString(36)}-${lastId}`;
}

export function userEntry(text: string): ConversationEntry {
  return { id: newId(), role: 'user', text };
}

export function replyEntry(reply: AssistantReply): ConversationEntry {
  return {
    id: newId(),
    role: 'assistant',
    text: reply.reply,
    language: reply.language,
    results: reply.results,
    actions: reply.actions,
  };
}

/** The last turns, as the API takes them: it reads at most MAX_ASSISTANT_TURNS. */
export function turnsToSend(entries: ConversationEntry[]): AssistantTurn[] {
  return entries.slice(-MAX_ASSISTANT_TURNS).map(({ role, text }) => ({ role, text }));
}

/** This tab's conversation; an unreadable or unexpected value starts a new one. */
export function loadConversation(): ConversationEntry[] {
  try {
    const stored = sessionStorage.getItem(CONVERSATION_STORAGE_KEY);
    if (!stored) return [];
    const parsed = z.array(entrySchema).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveConversation(entries: ConversationEntry[]): void {
  try {
    if (entries.length === 0) sessionStorage.removeItem(CONVERSATION_STORAGE_KEY);
    else
      sessionStorage.setItem(
        CONVERSATION_STORAGE_KEY,
        JSON.stringify(entries.slice(-KEPT_ENTRIES)),
      );
  } catch {
    // Without storage (some private modes) the conversation lasts as long as the page.
  }
}

/** Only the site's own pages: a link in a reply never leaves the site or runs script. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}
