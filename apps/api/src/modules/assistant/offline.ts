import {
  understandConversation,
  type AssistantLanguage,
  type AssistantReply,
  type Understanding,
} from '@care/shared';
import type { CareFinder } from './find-care.ts';
import type { FamilyAnswers } from './family-answers.ts';
import { policyAnswer } from './policy-answers.ts';
import { commonActions, replies } from './replies.ts';

export interface Asker {
  /** The signed-in family, when the caller sent a family's token. */
  customerId: string | null;
}

/**
 * The built-in understanding's answer: no network, the same functions the pages use. Also the
 * fallback whenever a configured model fails.
 */
export function createOfflineAssistant(findCare: CareFinder, family: FamilyAnswers) {
  const signInFirst = (language: AssistantLanguage): AssistantReply => ({
    reply: replies.signInFirst(language),
    language,
    intent: 'sign_in',
    actions: [{ label: language === 'hi' ? 'साइन इन करें' : 'Sign in', href: '/login' }],
  });

  async function answerUnderstood(
    understood: Understanding,
    asker: Asker,
  ): Promise<AssistantReply> {
    const { intent, slots, language } = understood;
    const base = { language, intent };
    switch (intent) {
      case 'find_care': {
        const said = slots.careType || slots.service || slots.place || slots.pincode;
        if (!said && !slots.maxPricePerDay) {
          return {
            ...base,
            reply: replies.askWhatCare(language),
            actions: commonActions(language),
          };
        }
        const found = await findCare(slots);
        const more = { label: language === 'hi' ? 'सभी देखें' : 'See all', href: found.listHref };
        return found.results.length
          ? {
              ...base,
              reply: replies.found(language, found.results.length),
              results: found.results,
              actions: [more],
            }
          : { ...base, reply: replies.noneFound(language), actions: [more] };
      }
      case 'book_with': {
        const name = slots.name ?? '';
        const found = name ? await findCare({ place: name }) : { results: [] };
        const match = found.results[0];
        if (!match)
          return {
            ...base,
            reply: replies.notFoundByName(language, name),
            actions: commonActions(language),
          };
        const wizard =
          match.kind === 'provider'
            ? `/booking/${match.id}`
            : `/company-service-booking/${match.id}`;
        return {
          ...base,
          reply: replies.bookWith(language, match.name),
          results: [match],
          actions: [{ label: language === 'hi' ? 'बुकिंग शुरू करें' : 'Start booking', href: wizard }],
        };
      }
      case 'my_bookings':
      case 'booking_status':
        if (!asker.customerId) return signInFirst(language);
        return {
          ...base,
          reply: await family.myBookings(asker.customerId, language),
          actions: [{ label: language === 'hi' ? 'मेरी बुकिंग' : 'My Bookings', href: '/profile' }],
        };
      case 'booking_codes':
        if (!asker.customerId) return signInFirst(language);
        return { ...base, reply: await family.codes(asker.customerId, language, slots.code) };
      case 'refund_quote':
        if (!asker.customerId) {
          const policy = policyAnswer('refund_policy', language);
          return { ...base, ...policy };
        }
        return {
          ...base,
          reply: await family.refundQuote(asker.customerId, language),
          actions: policyAnswer('refund_policy', language).actions,
        };
      case 'payment_safety':
      case 'codes_explained':
      case 'refund_policy':
      case 'register_caregiver':
        return { ...base, ...policyAnswer(intent, language) };
      case 'greeting':
        return { ...base, reply: replies.greeting(language), actions: commonActions(language) };
      case 'thanks':
        return { ...base, reply: replies.thanks(language) };
      case 'help':
        return { ...base, reply: replies.help(language), actions: commonActions(language) };
      default:
        return {
          ...base,
          intent: 'unknown',
          reply: replies.unknown(language),
          actions: commonActions(language),
        };
    }
  }

  return {
    /** Answers the newest message; earlier ones fill in what it leaves out ('in Pune' after 'a nanny'). */
    async answer(
      turns: { role: 'user' | 'assistant'; text: string }[],
      asker: Asker,
      language?: AssistantLanguage,
    ): Promise<AssistantReply> {
      const understood = understandConversation(turns);
      return answerUnderstood({ ...understood, language: language ?? understood.language }, asker);
    },
  };
}
