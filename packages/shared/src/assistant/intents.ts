import type { Cue } from './lexicon.ts';
import type { AssistantIntent } from './types.ts';

/**
 * Which intent the words ask for, as a score per intent from the cues found and the details
 * given. Rules, not a trained model: each can be read, tested and changed on its own, and the
 * same words always give the same answer. The highest score wins; on a tie the earlier rule.
 */
export interface Signals {
  cues: ReadonlySet<Cue>;
  /** How many details of care were given: service, kind, person, place, PIN, budget, near me. */
  careDetails: number;
  /** A service word was said ('nurse'), which also names a caregiver's line of work. */
  service: boolean;
  recipient: boolean;
  /** A name was found beside a booking word. */
  name: boolean;
}

/**
 * A greeting, thanks or a call for help said on its own is clear; said with anything else it
 * gives way to what else was asked ('hi, I need a nanny' is a search).
 */
function alone(s: Signals, withOthers: number): number {
  return s.cues.size === 1 && s.careDetails === 0 ? 5 : withOthers;
}

type Rule = readonly [AssistantIntent, (s: Signals, has: (cue: Cue) => boolean) => number];

/** The top score: a request with every cue it needs. Confidence is a share of it. */
export const FULL_SCORE = 7;

const rules: readonly Rule[] = [
  ['book_with', (s, has) => (s.name && (has('book') || has('bookingNoun')) ? FULL_SCORE : 0)],
  [
    'register_caregiver',
    (s, has) => {
      const asWorker = has('caregiverRole') || has('job') || has('work') || s.service;
      const joining = has('register') && asWorker;
      // 'naukri', 'work as', 'का काम' are a job whoever is named ('बच्चों की आया का काम चाहिए');
      // plain 'work' beside a person is a family's need ('a nurse to work with my mother').
      if (has('job') && (has('need') || asWorker)) return 6;
      const working = has('work') && (has('need') || has('caregiverRole') || s.service);
      // 'registered caregiver for my mother' is a family looking for care.
      if (joining || working) return s.recipient ? 3 : 6;
      return has('register') ? 2 : 0;
    },
  ],
  ['codes_explained', (_s, has) => (has('code') && has('explain') && !has('my') ? 6 : 0)],
  [
    'booking_codes',
    (_s, has) => {
      if (!has('code')) return 0;
      return has('start') || has('end') || has('my') || has('bookingNoun') ? 6 : 4;
    },
  ],
  [
    'refund_policy',
    (_s, has) => {
      if (!(has('refund') || has('cancel') || has('getBack'))) return 0;
      if (has('policy')) return 6;
      return (has('explain') || has('how')) && !has('howMuch') && !has('my') ? 5 : 3;
    },
  ],
  [
    'refund_quote',
    (_s, has) => {
      if (!(has('refund') || has('cancel') || has('getBack'))) return 0;
      if (has('policy')) return 0;
      // 'how do I get my money back' asks the policy; 'how much do I get back' this booking.
      const asksHow = (has('how') || has('explain')) && !has('howMuch');
      // 'refund kab milega': when this family's refund comes.
      const mine = has('howMuch') || has('my') || has('bookingNoun') || has('status');
      return mine || (has('getBack') && !asksHow) ? 6 : 0;
    },
  ],
  [
    'payment_safety',
    (s, has) => {
      if (has('payment') && has('safe')) return 6;
      if (has('safe') && s.careDetails === 0) return 4;
      if (has('payment') && (has('how') || has('explain'))) return 4;
      return has('payment') && s.careDetails === 0 ? 2 : 0;
    },
  ],
  [
    'booking_status',
    (s, has) => {
      if (!has('status') || has('need')) return 0;
      return has('bookingNoun') || has('my') || has('caregiverRole') || s.service ? 5 : 0;
    },
  ],
  [
    'my_bookings',
    (s, has) => {
      if (!has('bookingNoun') || has('need') || s.careDetails > 0) return 0;
      return has('my') || has('show') ? 5 : 3;
    },
  ],
  [
    'find_care',
    (s, has) => {
      const asking = has('need') || has('book') || has('show');
      if (s.careDetails > 0) return Math.min(FULL_SCORE, 3 + s.careDetails + (asking ? 1 : 0));
      if (asking && (has('caregiverRole') || has('bookingNoun'))) return 3;
      return has('need') ? 2 : 0;
    },
  ],
  ['help', (s, has) => (has('help') ? alone(s, 3) : has('explain') || has('how') ? 1 : 0)],
  ['thanks', (s, has) => (has('thanks') ? alone(s, 2) : 0)],
  ['greeting', (s, has) => (has('greeting') ? alone(s, 1.5) : 0)],
];

/** The intent the signals ask for and its score out of FULL_SCORE (0 for unknown). */
export function decideIntent(signals: Signals): { intent: AssistantIntent; score: number } {
  const has = (cue: Cue) => signals.cues.has(cue);
  let best: { intent: AssistantIntent; score: number } = { intent: 'unknown', score: 0 };
  for (const [intent, score] of rules) {
    const value = score(signals, has);
    if (value > best.score) best = { intent, score: value };
  }
  return best;
}
