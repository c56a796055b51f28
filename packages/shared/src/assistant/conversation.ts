import type { AssistantLanguage } from '../schemas/assistant.ts';
import type { AssistantSlots, Understanding } from './types.ts';
import { readMessage } from './understand.ts';

/**
 * A conversation understood as people hold one: details come a message at a time ('nurse
 * chahiye', then 'Pune mein', then '1500 tak'), so a message that only adds details continues
 * the search or booking the person started, and what they said before stands until they say
 * otherwise. The newest message decides the intent; the earlier ones fill in its slots.
 */

/** Messages read back from the newest: enough for a search told in pieces. */
export const CONVERSATION_TURNS_READ = 10;

/** Intents a detail can be added to. */
const continued = new Set<Understanding['intent']>(['find_care', 'book_with']);
/** Intents that say nothing about the search, so it carries on across them ('thanks', 'hi'). */
const aside = new Set<Understanding['intent']>(['greeting', 'thanks', 'help', 'unknown']);

const careKeys = ['careType', 'service', 'recipient', 'age'] as const;
const whereKeys = ['place', 'nearMe', 'pincode'] as const;

function some(slots: AssistantSlots, keys: readonly (keyof AssistantSlots)[]): boolean {
  return keys.some((key) => slots[key] !== undefined);
}

function only(slots: AssistantSlots, keys: readonly (keyof AssistantSlots)[]): AssistantSlots {
  return Object.fromEntries(
    keys.flatMap((key) => (slots[key] === undefined ? [] : [[key, slots[key]]])),
  );
}

/**
 * The slots of `earlier` with what `later` said instead. A different kind of care ('now a
 * nanny for my son' after a nurse for a mother) starts the person and service afresh; a new
 * place replaces the old one with its PIN code; a new budget the old budget.
 */
function combine(earlier: AssistantSlots, later: AssistantSlots): AssistantSlots {
  const newKind =
    later.careType !== undefined &&
    earlier.careType !== undefined &&
    later.careType !== earlier.careType;
  const care = newKind
    ? only(later, careKeys)
    : { ...only(earlier, careKeys), ...only(later, careKeys) };
  const where = some(later, whereKeys) ? only(later, whereKeys) : only(earlier, whereKeys);
  const budget = later.maxPricePerDay ?? earlier.maxPricePerDay;
  const name = later.name ?? earlier.name;
  return {
    ...care,
    ...where,
    ...(budget !== undefined && { maxPricePerDay: budget }),
    ...(name !== undefined && { name }),
  };
}

/**
 * 'for my father' after 'book Suresh Patil' is still that booking; a new service or place
 * after it is a new search.
 */
function continuesBooking(earlier: Understanding, later: Understanding): boolean {
  return (
    earlier.intent === 'book_with' &&
    later.intent === 'find_care' &&
    !some(later.slots, ['service', ...whereKeys, 'maxPricePerDay'])
  );
}

function fold(earlier: Understanding, later: Understanding): Understanding {
  const intent = continuesBooking(earlier, later) ? 'book_with' : later.intent;
  const slots = combine(earlier.slots, later.slots);
  if (intent === 'find_care') delete slots.name;
  return { ...later, intent, slots };
}

/**
 * The person's newest message understood with their earlier ones (the assistant's own turns
 * are not read). The reply language is the newest message's, or, when it shows none ('Pune'),
 * that of the last message that did.
 */
export function understandConversation(
  messages: readonly { role: 'user' | 'assistant'; text: string }[],
): Understanding {
  const texts = messages
    .filter((message) => message.role === 'user')
    .slice(-CONVERSATION_TURNS_READ)
    .map((message) => message.text);
  let search: Understanding | undefined;
  let language: AssistantLanguage = 'en';
  let newest = readMessage('').understanding;
  for (const text of texts) {
    const { understanding, written } = readMessage(text);
    language = written ?? language;
    newest = understanding;
    if (continued.has(understanding.intent)) {
      search = search ? fold(search, understanding) : understanding;
    } else if (!aside.has(understanding.intent)) {
      search = undefined;
    }
  }
  const answer = continued.has(newest.intent) ? (search ?? newest) : newest;
  return { ...answer, language };
}
