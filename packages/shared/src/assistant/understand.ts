import { careSlots } from './care-slots.ts';
import { decideIntent, FULL_SCORE } from './intents.ts';
import { languageOf } from './language.ts';
import type { Cue } from './lexicon.ts';
import { findHits, type Hit } from './match.ts';
import { nameSlot } from './name-slot.ts';
import { tokenise } from './normalise.ts';
import { numberSlots } from './number-slots.ts';
import { placeSlot } from './place-slot.ts';
import type { AssistantLanguage } from '../schemas/assistant.ts';
import type { AssistantIntent, AssistantSlots, Understanding } from './types.ts';

/** The slots each intent answers with; the rest of what was found is left out. */
const slotsOf: Partial<Record<AssistantIntent, readonly (keyof AssistantSlots)[]>> = {
  find_care: [
    'careType',
    'service',
    'place',
    'nearMe',
    'pincode',
    'maxPricePerDay',
    'recipient',
    'age',
  ],
  book_with: ['name', 'careType', 'service', 'recipient', 'age'],
  booking_codes: ['code'],
};

function cuesOf(hits: readonly Hit[]): Set<Cue> {
  return new Set(hits.filter((hit) => hit.kind === 'cue').map((hit) => hit.key as Cue));
}

function pick(slots: AssistantSlots, keys: readonly (keyof AssistantSlots)[]): AssistantSlots {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (slots[key] !== undefined) picked[key] = slots[key];
  return picked as AssistantSlots;
}

function codeSlot(cues: ReadonlySet<Cue>): AssistantSlots['code'] {
  if (cues.has('start') === cues.has('end')) return undefined;
  return cues.has('start') ? 'start' : 'end';
}

/**
 * One message understood, and the language it was written in, if it shows one: 'Pune' or
 * '411001' alone is either language, which a conversation settles from the messages before.
 */
export function readMessage(text: string): {
  understanding: Understanding;
  written: AssistantLanguage | undefined;
} {
  const tokens = tokenise(text);
  const hits = findHits(tokens);
  const cues = cuesOf(hits);
  const numbers = numberSlots(tokens);
  const care = careSlots(hits, numbers.age);
  const bookings = hits.filter(
    (hit) =>
      hit.kind === 'cue' && (hit.key === 'book' || (hit.key === 'bookingNoun' && cues.has('need'))),
  );
  const found: AssistantSlots = {
    ...care,
    ...numbers,
    place: placeSlot(tokens, hits),
    ...(cues.has('nearMe') && { nearMe: true }),
    name: nameSlot(tokens, hits, bookings),
    code: codeSlot(cues),
  };
  const said = (kind: Hit['kind']) => hits.some((hit) => hit.kind === kind);
  const careDetails = [
    said('service'),
    said('careType'),
    said('recipient'),
    found.place !== undefined,
    found.pincode !== undefined,
    found.maxPricePerDay !== undefined,
    found.nearMe === true,
  ].filter(Boolean).length;
  const { intent, score } = decideIntent({
    cues,
    careDetails,
    service: said('service'),
    recipient: said('recipient'),
    name: found.name !== undefined,
  });
  const written = languageOf(tokens, hits);
  return {
    understanding: {
      intent,
      language: written ?? 'en',
      slots: pick(found, slotsOf[intent] ?? []),
      confidence: Math.round((Math.min(score, FULL_SCORE) / FULL_SCORE) * 100) / 100,
    },
    written,
  };
}

/**
 * What a person typed or said, as an intent, slots and the language to answer in. Pure and
 * offline: no network, no database, the same answer for the same words, so the assistant
 * works with no model configured and falls back to this when a model fails (issue 10/14,
 * item 2). Any input is read as plain text and nothing throws: an empty message, 2,000
 * characters of anything, HTML, emoji or a non-string from JavaScript give 'unknown' at worst.
 * A message that shows no language ('Pune') is answered in English; understandConversation
 * answers it in the conversation's language.
 */
export function understand(text: string): Understanding {
  return readMessage(text).understanding;
}
