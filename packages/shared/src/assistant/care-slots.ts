import { ADULT_AGE } from '../booking/care-fit.ts';
import { ANY_DAY_CARE, type ServiceWord } from './lexicon.ts';
import type { Hit } from './match.ts';
import {
  assistantServices,
  type AssistantCareType,
  type AssistantRecipient,
  type AssistantServiceName,
} from './types.ts';

/**
 * The kind of care, the service and the person, which decide one another: 'maa' is elder care,
 * a son of 30 too, 'day care' for a parent is the seniors' day centre and for a child the
 * creche. What is said outright wins over what is implied.
 */
export interface CareSlots {
  careType?: AssistantCareType;
  service?: AssistantServiceName;
  recipient?: AssistantRecipient;
}

/**
 * Who is certainly an adult or certainly a child. A son or daughter may be either: their kind
 * of care comes from their age or from the service asked for ('physio for my daughter' is adult
 * care), and only failing both from being someone's child.
 */
const careTypeOfRecipient: Record<AssistantRecipient, AssistantCareType> = {
  mother: 'elder',
  father: 'elder',
  parents: 'elder',
  grandmother: 'elder',
  grandfather: 'elder',
  mother_in_law: 'elder',
  father_in_law: 'elder',
  husband: 'elder',
  wife: 'elder',
  son: 'child',
  daughter: 'child',
  child: 'child',
  baby: 'child',
  grandchild: 'child',
};
const maybeAdult = new Set<AssistantRecipient>(['son', 'daughter']);
/** Japa care is for the new mother as much as for the baby: 'japa for my wife' fits. */
const forMotherAndChild = new Set<AssistantServiceName>(['Newborn & Mother Care (Japa)']);

function fits(service: AssistantServiceName, careType: AssistantCareType | undefined): boolean {
  return !careType || assistantServices[service] === careType || forMotherAndChild.has(service);
}

function serviceFor(word: ServiceWord, careType: AssistantCareType | undefined) {
  if (word !== ANY_DAY_CARE) return word;
  return careType === 'elder' ? 'Day Care for Seniors' : 'Full-day Creche';
}

function firstKey<K extends string>(hits: readonly Hit[], kind: Hit['kind']): K | undefined {
  return hits.find((hit) => hit.kind === kind)?.key as K | undefined;
}

export function careSlots(hits: readonly Hit[], age: number | undefined): CareSlots {
  const recipient = firstKey<AssistantRecipient>(hits, 'recipient');
  const said = firstKey<AssistantCareType>(hits, 'careType');
  const byAge = age === undefined ? undefined : age >= ADULT_AGE ? 'elder' : 'child';
  const byRecipient = recipient && careTypeOfRecipient[recipient];
  const firm = said ?? byAge ?? (recipient && !maybeAdult.has(recipient) ? byRecipient : undefined);

  // The service that fits the care already known; otherwise the first one said.
  const services = hits
    .filter((hit) => hit.kind === 'service')
    .map((hit) => serviceFor(hit.key as ServiceWord, firm ?? byRecipient));
  const service = firm
    ? services.find((name) => fits(name, firm))
    : (services.find((name) => fits(name, byRecipient)) ?? services[0]);

  // The service's own kind when there is one: the listings filter by both, so they agree.
  const careType = service ? assistantServices[service] : (firm ?? byRecipient);
  return {
    ...(careType && { careType }),
    ...(service && { service }),
    ...(recipient && { recipient }),
  };
}
