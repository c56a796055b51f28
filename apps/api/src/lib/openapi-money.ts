import { isRupeesCodec } from '@care/shared';
import { z } from 'zod';

type OverrideContext = Parameters<NonNullable<z.core.ToJSONSchemaParams['override']>>[0];

/**
 * Money fields are integer paise once parsed and rupees on the wire (decision 011). The OpenAPI
 * generator documents a response by its parsed ("output") side, which for a money field would
 * say integer paise; a client reads rupees. So every money field, in requests and responses,
 * is documented as the rupees that travel.
 */
export function documentRupeesAsSent({ zodSchema, jsonSchema }: OverrideContext): void {
  if (!isRupeesCodec(zodSchema)) return;
  const { $schema: _, ...wire } = z.toJSONSchema(zodSchema.in, {
    target: 'openapi-3.0',
    io: 'input',
  }) as Record<string, unknown>;
  for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
  Object.assign(jsonSchema, wire, { description: 'Rupees, at most two decimal places' });
}
