import type { AssistantLanguage } from '../schemas/assistant.ts';

/**
 * What a person can ask the assistant for (issue 10/14, item 1). The API answers each one; the
 * names of the four policy questions are the topics of its policy answers.
 */
export const assistantIntents = [
  /** Find caregivers or companies: by kind of care, service, place, PIN code, budget. */
  'find_care',
  /** Start a booking with a caregiver or company named by the person. */
  'book_with',
  /** List the family's bookings (signed in only). */
  'my_bookings',
  /** Where a booking stands: accepted, coming, started (signed in only). */
  'booking_status',
  /** A booking's start or end code (signed in only). */
  'booking_codes',
  /** What the family would get back for cancelling a real booking now. */
  'refund_quote',
  'payment_safety',
  'codes_explained',
  'refund_policy',
  'register_caregiver',
  'greeting',
  'thanks',
  'help',
  /** Nothing understood: the reply offers choices. */
  'unknown',
] as const;
export type AssistantIntent = (typeof assistantIntents)[number];

/** The two kinds of care of the catalogue: Elder Care (adults) and Child Care. */
export type AssistantCareType = 'elder' | 'child';

/** The people families book care for, by relation to the person typing. */
export const assistantRecipients = [
  'mother',
  'father',
  'parents',
  'grandmother',
  'grandfather',
  'mother_in_law',
  'father_in_law',
  'husband',
  'wife',
  'son',
  'daughter',
  'child',
  'baby',
  'grandchild',
] as const;
export type AssistantRecipient = (typeof assistantRecipients)[number];

/**
 * The catalogue's services by their exact names (the seed's `catalog-data.ts`; a test keeps the
 * two in step), each with the kind of care it belongs to.
 */
export const assistantServices = {
  'Elderly Companion': 'elder',
  'Nursing Attendant': 'elder',
  'Post-Surgery Care': 'elder',
  'Dementia Care': 'elder',
  'Physiotherapy at Home': 'elder',
  'Day Care for Seniors': 'elder',
  'Nanny / Babysitter': 'child',
  'Full-day Creche': 'child',
  'Newborn & Mother Care (Japa)': 'child',
  'After-school Care': 'child',
  'Special Needs Care': 'child',
} as const satisfies Record<string, AssistantCareType>;
export type AssistantServiceName = keyof typeof assistantServices;

/**
 * What the person said that the answer needs. Only the slots of the understood intent are
 * filled (a place is a search word for find_care, never for a refund question), and only with
 * what was said or follows from it: nothing is guessed.
 */
export interface AssistantSlots {
  /** Said outright ('elder care'), or implied by the recipient, their age or the service. */
  careType?: AssistantCareType;
  /** The catalogue service the words name ('aaya' is 'Nanny / Babysitter'). */
  service?: AssistantServiceName;
  /**
   * A city or locality as a search word in Latin letters ('Pune', 'Kothrud'): the listings and
   * the PIN directory are written so, so 'पुणे' becomes 'Pune' and 'कोथरुड' 'Kothrud'.
   */
  place?: string;
  /** 'near me', 'ghar ke paas': the caller may use the person's location or saved PIN code. */
  nearMe?: true;
  /** Six digits, the first 1-9, as an Indian PIN code is. */
  pincode?: string;
  /** Whole rupees a day; a monthly budget ('20,000 a month') is read as a thirtieth of it. */
  maxPricePerDay?: number;
  recipient?: AssistantRecipient;
  /** Whole years; a baby said in months is 0. */
  age?: number;
  /** book_with: the caregiver's or company's name in Latin letters, as the listings hold it. */
  name?: string;
  /** booking_codes: which code, when the person said one of the two. */
  code?: 'start' | 'end';
}

export interface Understanding {
  intent: AssistantIntent;
  /** The language to answer in: Hindi when the person wrote Devanagari or Hindi in Latin. */
  language: AssistantLanguage;
  slots: AssistantSlots;
  /**
   * 0 to 1, how clearly the words asked for this intent: 0 for unknown, about 0.5 for a single
   * cue word, 1 for a request with several cues and details. Callers may ask back when it is low.
   */
  confidence: number;
}
