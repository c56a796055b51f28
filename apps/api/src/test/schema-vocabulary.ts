import * as shared from '@care/shared';

interface ZodLike {
  _zod: { def: Record<string, unknown> };
}

const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * Every enum option and literal string of the shared zod schemas: 'Customer', 'Male',
 * 'PENDING'... The API's own vocabulary, which its messages quote back ("This is for Provider
 * accounts only"), so a client sending one of them is not sending personal data.
 */
function collectVocabulary(): Set<string> {
  const words = new Set<string>();
  const seen = new Set<unknown>();

  function walk(value: unknown): void {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isSchema(value)) return Object.values(value).forEach(walk);
    const def = value._zod.def;
    if (def.type === 'enum') Object.values(def.entries as object).forEach(addWord);
    if (def.type === 'literal') (def.values as unknown[]).forEach(addWord);
    // Inner schemas sit in shape, innerType, element, options, in/out... walk them all.
    Object.values(def).forEach(walk);
  }
  function addWord(word: unknown): void {
    if (typeof word === 'string') words.add(word);
  }

  Object.values(shared).forEach(walk);
  return words;
}

/**
 * The gateways' own words that tests send in webhooks (a payout's or refund's status), which
 * our logs quote back ("already failed"): the gateway's vocabulary, never a person's data.
 */
const gatewayVocabulary = ['processed', 'failed', 'reversed', 'captured', 'pending'];

export const schemaVocabulary: ReadonlySet<string> = new Set([
  ...collectVocabulary(),
  ...gatewayVocabulary,
]);
