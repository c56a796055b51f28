import { z } from 'zod';
import { rupees } from '../money-codec.ts';
import { envelope, idSchema, text } from './common.ts';

/** The assistant speaks English and Hindi (DESIGN: `lang` in localStorage, Accept-Language). */
export const assistantLanguages = ['en', 'hi'] as const;
export type AssistantLanguage = (typeof assistantLanguages)[number];

/** Longer than anyone types into a chat box; a pasted essay is refused with a reason. */
export const MAX_ASSISTANT_MESSAGE_CHARS = 1000;
/** A conversation the assistant still reads whole; a longer one starts afresh. */
export const MAX_ASSISTANT_TURNS = 60;

export const assistantTurnSchema = z.object({
  role: z.enum(['user', 'assistant'], { message: 'role must be user or assistant' }),
  text: text()
    .trim()
    .max(
      MAX_ASSISTANT_MESSAGE_CHARS,
      `Keep each message under ${MAX_ASSISTANT_MESSAGE_CHARS.toLocaleString('en-IN')} characters`,
    ),
});
export type AssistantTurn = z.output<typeof assistantTurnSchema>;

/** POST /assistant/message: the conversation so far, the person's newest message last. */
export const assistantMessageBodySchema = z
  .strictObject({
    messages: z
      .array(assistantTurnSchema)
      .min(1, 'Send at least one message')
      .max(
        MAX_ASSISTANT_TURNS,
        'This conversation is too long for the assistant to follow. Start a new one.',
      ),
    language: z.enum(assistantLanguages).optional(),
  })
  .superRefine((body, ctx) => {
    const last = body.messages.at(-1);
    if (last && last.role !== 'user') {
      ctx.addIssue({
        code: 'custom',
        path: ['messages'],
        message: "The last message must be the person's",
      });
    } else if (last && last.text === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['messages'],
        message: 'Type or say something to ask the assistant',
      });
    }
  });
export type AssistantMessageBody = z.input<typeof assistantMessageBodySchema>;

/** A caregiver or company the reply suggests, as a card linking to its page. */
export const assistantResultSchema = z.object({
  kind: z.enum(['provider', 'company']),
  id: idSchema,
  name: text(),
  href: text(),
  /** The lowest price per day (paise; rupees on the wire). */
  pricePerDay: rupees().optional(),
});
export type AssistantResult = z.output<typeof assistantResultSchema>;

/** A next step the person can tap: a page of the site, with what was said already chosen. */
export const assistantActionSchema = z.object({ label: text(), href: text() });
export type AssistantAction = z.output<typeof assistantActionSchema>;

export const assistantReplySchema = z.object({
  reply: text(),
  language: z.enum(assistantLanguages),
  intent: text(),
  results: z.array(assistantResultSchema).optional(),
  actions: z.array(assistantActionSchema).optional(),
});
export type AssistantReply = z.output<typeof assistantReplySchema>;
export const assistantReplyResponseSchema = envelope(assistantReplySchema);
