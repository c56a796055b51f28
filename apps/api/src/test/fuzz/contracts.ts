import * as shared from '@care/shared';
import type { ApiContract } from '@care/shared';
import { z } from 'zod';
import type { JsonSchema } from './arbitraries.ts';

/*
 * Every contract @care/shared exports, found by walking its exports rather than by a list kept
 * by hand: a contract, an object of contracts, or a factory of contracts per kind of seller
 * (`sellerBookingContracts('Provider')`). A new contract is fuzzed the day it is written.
 */

const sellerKinds = ['Provider', 'Company'] as const;

function isContract(value: unknown): value is ApiContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiContract).method === 'string' &&
    typeof (value as ApiContract).path === 'string' &&
    'response' in value &&
    'access' in value
  );
}

function contractsIn(value: unknown): ApiContract[] {
  if (isContract(value)) return [value];
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).filter(isContract);
  }
  return [];
}

/** `METHOD /api/v1/path`, as Fastify registered it. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

export function allContracts(): Map<string, ApiContract> {
  const found = new Map<string, ApiContract>();
  for (const [name, value] of Object.entries(shared)) {
    const candidates =
      typeof value === 'function' && /Contracts?$/.test(name)
        ? sellerKinds.flatMap((kind) => contractsIn((value as (k: string) => unknown)(kind)))
        : contractsIn(value);
    for (const contract of candidates) {
      found.set(routeKey(contract.method, `/api/v1${contract.path}`), contract);
    }
  }
  return found;
}

/** The input side of a schema as JSON Schema: what a client is told it may send. */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
