import type { AssistantCareType, AssistantRecipient, AssistantServiceName } from './types.ts';

/**
 * The words that signal what is asked, apart from what it is about. An intent is a combination
 * of them (a code with 'my' is the booking's code; a code with 'what is a' asks what codes are),
 * so a new way of saying something is one word in a lexicon, not a new rule.
 */
export const cues = [
  'need',
  'book',
  'bookingNoun',
  'my',
  'show',
  'status',
  'code',
  'pinWord',
  'start',
  'end',
  'cancel',
  'refund',
  'howMuch',
  'getBack',
  'policy',
  'payment',
  'safe',
  'register',
  'job',
  'work',
  'caregiverRole',
  'explain',
  'how',
  'greeting',
  'thanks',
  'help',
  'nearMe',
] as const;
export type Cue = (typeof cues)[number];

/**
 * 'Day care' is a crèche for a child and a day centre for a parent: which one is decided by the
 * rest of the sentence.
 */
export const ANY_DAY_CARE = 'any day care';
export type ServiceWord = AssistantServiceName | typeof ANY_DAY_CARE;

/**
 * One language's words. Each entry is a word or a phrase written as people write it; matching
 * goes through the same normalising as the message, so spelling variants need not all be listed.
 */
export interface LexiconPart {
  services?: Partial<Record<ServiceWord, readonly string[]>>;
  careTypes?: Partial<Record<AssistantCareType, readonly string[]>>;
  recipients?: Partial<Record<AssistantRecipient, readonly string[]>>;
  cues?: Partial<Record<Cue, readonly string[]>>;
  /** A city or locality, by the name the listings use, and the other names it is called by. */
  places?: Record<string, readonly string[]>;
}

export type HitKind = 'service' | 'careType' | 'recipient' | 'cue' | 'place';

/** Where a lexicon word came from: Hindi in Latin letters is evidence for a Hindi reply. */
export type LexiconSource = 'en' | 'hi' | 'hinglish';
