/**
 * Whether a string is a UUID as the API's `idSchema` (zod's `z.uuid()`) accepts it: versions 1
 * to 8 of RFC 9562, the nil and the max UUID, in either case. A plain pattern, so a public page
 * can check an id from its address before asking for it without loading the validation library;
 * ids.test.ts keeps it in step with the schema.
 */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
