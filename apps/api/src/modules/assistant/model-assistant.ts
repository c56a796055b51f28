import { z } from 'zod';
import {
  assistantServices,
  text as textSchema,
  type AssistantLanguage,
  type AssistantReply,
  type AssistantResult,
} from '@care/shared';
import {
  defineTool,
  runWithTools,
  type ChatMessage,
  type ChatModel,
  type ModelLogger,
} from '../../adapters/chat-model/index.ts';
import type { CareFinder } from './find-care.ts';
import type { FamilyAnswers } from './family-answers.ts';
import type { Asker } from './offline.ts';
import { policyAnswer, type PolicyTopic } from './policy-answers.ts';
import { replies } from './replies.ts';

/** A reply longer than this is cut: the chat panel is small and replies are read aloud. */
const MAX_REPLY_CHARS = 1200;

const serviceNames = Object.keys(assistantServices) as [string, ...string[]];

function systemPrompt(language: AssistantLanguage): string {
  return [
    'You are the assistant of CareConnect, an Indian marketplace for booking elder care and childcare by the day.',
    language === 'hi'
      ? 'Answer in Hindi (Devanagari), warmly and briefly.'
      : 'Answer in English, warmly and briefly.',
    'Use the tools for every fact: caregivers and companies only from find_care, bookings only from the booking tools, policies only from site_policy. Never invent names, prices, codes or rules.',
    'Only do what the person asked. You cannot book, cancel or pay; point them to the page instead.',
  ].join(' ');
}

/**
 * The assistant through a configured chat model: it reads the conversation and calls the same
 * functions the built-in understanding uses, scoped to the person asking. Whatever fails (time
 * limit, malformed reply, unknown tool) is thrown for the caller to fall back on.
 */
export function createModelAssistant(
  model: ChatModel,
  findCare: CareFinder,
  family: FamilyAnswers,
  log: ModelLogger,
) {
  return async function answer(
    turns: { role: 'user' | 'assistant'; text: string }[],
    asker: Asker,
    language: AssistantLanguage,
  ): Promise<AssistantReply> {
    let results: AssistantResult[] | undefined;
    let actions: AssistantReply['actions'];
    let intent = 'chat';
    const signedIn = (run: (customerId: string) => Promise<string>) => async () =>
      asker.customerId
        ? { text: await run(asker.customerId) }
        : { text: replies.signInFirst(language) };

    const tools = {
      find_care: defineTool({
        description: 'Find caregivers and care companies listed on the site.',
        parameters: z.object({
          careType: z.enum(['elder', 'child']).optional(),
          service: z.enum(serviceNames).optional(),
          place: textSchema().max(60).optional().describe('City or locality in Latin letters'),
          pincode: textSchema()
            .regex(/^[1-9]\d{5}$/)
            .optional(),
          maxPricePerDay: z.number().positive().max(1_000_000).optional().describe('Rupees'),
        }),
        handler: async (args) => {
          intent = 'find_care';
          const found = await findCare(args as Parameters<CareFinder>[0]);
          results = found.results;
          actions = [{ label: language === 'hi' ? 'सभी देखें' : 'See all', href: found.listHref }];
          return found.results.map((r) => ({
            name: r.name,
            kind: r.kind,
            pricePerDayPaise: r.pricePerDay,
          }));
        },
      }),
      my_bookings: defineTool({
        description: "The signed-in family's bookings and their status.",
        parameters: z.object({}),
        handler: async () => {
          intent = 'my_bookings';
          return signedIn((id) => family.myBookings(id, language))();
        },
      }),
      booking_codes: defineTool({
        description: "The start or end code of the signed-in family's next booking.",
        parameters: z.object({ which: z.enum(['start', 'end']).optional() }),
        handler: async (args) => {
          intent = 'booking_codes';
          return signedIn((id) => family.codes(id, language, args.which))();
        },
      }),
      refund_quote: defineTool({
        description: 'What the signed-in family gets back for cancelling its next booking today.',
        parameters: z.object({}),
        handler: async () => {
          intent = 'refund_quote';
          return signedIn((id) => family.refundQuote(id, language))();
        },
      }),
      site_policy: defineTool({
        description:
          'The site’s own answer on payments, start and end codes, refunds, or registering as a caregiver.',
        parameters: z.object({
          topic: z.enum([
            'payment_safety',
            'codes_explained',
            'refund_policy',
            'register_caregiver',
          ]),
        }),
        handler: async (args) => {
          intent = args.topic;
          const policy = policyAnswer(args.topic as PolicyTopic, language);
          actions = policy.actions;
          return { text: policy.reply };
        },
      }),
    };

    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(language) },
      ...turns.map((t): ChatMessage =>
        t.role === 'user'
          ? { role: 'user', content: t.text }
          : { role: 'assistant', content: t.text },
      ),
    ];
    const run = await runWithTools({ model, messages, tools, log });
    const text = run.text.trim().slice(0, MAX_REPLY_CHARS);
    return {
      reply: text || replies.unknown(language),
      language,
      intent,
      ...(results ? { results } : {}),
      ...(actions ? { actions } : {}),
    };
  };
}
