import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How much of a response's contract is checked as the API encodes it (decision 030):
 * - `full`: everything, zod's own `encode`: shape, types and every refinement (formats, lengths,
 *   ranges), as a client decoding the answer checks it.
 * - `shape`: shape and types, with the contract's codecs applied and unknown keys dropped, but
 *   no refinement run again: in production the values come from the API's own typed code and
 *   database, and zod's refinements were nine tenths of a list page's encoding time.
 * - `both`: both, and a difference between their wire forms is an error. The test suite runs
 *   so, so every answer a test reads proves `shape` writes what `full` writes.
 */
export type ResponseChecks = 'full' | 'shape' | 'both';

/** A schema as the contracts declare them: zod 4, encoded from its output to its input (wire) side. */
type Contract = z.ZodType;

/** zod's answer: the wire form, or why the value does not match its contract. */
type Encoded = z.ZodSafeParseResult<unknown>;

/** zod's own encoding: every check of the contract. */
const encodeFull = (schema: Contract, value: unknown): Encoded => schema.safeEncode(value);

/**
 * zod's encoding with refinements skipped. zod (4.6) runs every refined schema twice when
 * encoding (an unchecked pass, then the checked one), which `skipChecks` leaves out. The option
 * is internal to zod: the exact zod version is pinned, and the `both` mode of the suite compares
 * this path with the public `encode` on every answer, so a zod upgrade that changes it fails the
 * tests, not production.
 */
function encodeShape(schema: Contract, value: unknown): Encoded {
  const result = schema._zod.run(
    { value, issues: [] },
    { direction: 'backward', async: false, skipChecks: true },
  );
  // A mismatch (or an async schema, which no contract has) is rare: zod's own encoding then
  // says what failed, in the error the full mode gives.
  if (result instanceof Promise || result.issues.length > 0) return encodeFull(schema, value);
  return { success: true, data: result.value };
}

/** The `both` mode's failure: production would have sent something else. */
export class EncodingModesDifferError extends Error {
  constructor() {
    super('The shape-checked encoding of a response differs from zod’s own encoding');
    this.name = 'EncodingModesDifferError';
  }
}

/** Encodes a value to its wire form by its contract's schema, as `checks` says. */
export function createResponseEncoder(checks: ResponseChecks) {
  if (checks === 'full') return encodeFull;
  if (checks === 'shape') return encodeShape;
  return (schema: Contract, value: unknown): Encoded => {
    const full = encodeFull(schema, value);
    if (!full.success) return full;
    const shape = encodeShape(schema, value);
    if (!shape.success || !isDeepStrictEqual(shape.data, full.data)) {
      throw new EncodingModesDifferError();
    }
    return full;
  };
}

export type ResponseEncoder = ReturnType<typeof createResponseEncoder>;

/**
 * The wire form as JSON, or the framework's response-serialization error (a 500) naming the
 * route, as fastify-type-provider-zod's own serializer throws it.
 */
export function encodeToJson(
  encode: ResponseEncoder,
  schema: Contract,
  value: unknown,
  route: { method: string; url: string },
): string {
  const encoded = encode(schema, value);
  if (!encoded.success) {
    throw new ResponseSerializationError(route.method, route.url, { cause: encoded.error });
  }
  return JSON.stringify(encoded.data);
}

/**
 * Fastify's serializer for the routes' response schemas: encodes by the contract, writes JSON.
 * A route whose response schema is not zod's fails as it is registered, not on its first answer.
 */
export function responseSerializerCompiler(
  encode: ResponseEncoder,
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.core.$ZodType)) {
      throw new TypeError(`The response schema of ${method} ${url} is not a zod schema`);
    }
    const contract = schema as Contract;
    return (data) => encodeToJson(encode, contract, data, { method, url });
  };
}
