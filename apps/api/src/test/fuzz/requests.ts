import fc from 'fast-check';
import type { ApiContract } from '@care/shared';
import type { InjectOptions } from 'fastify';
import { fieldwise, mutant, type JsonSchema } from './arbitraries.ts';
import { jsonSchemaOf } from './contracts.ts';
import { tokenKinds, type TokenKind } from './tokens.ts';

/** One fuzzed call: who makes it, and the request as it goes on the wire. */
export interface FuzzedCall {
  token: TokenKind;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Bodies no schema can describe: malformed JSON, the wrong top-level type, nothing at all. */
const rawBodies = fc.constantFrom('{"a":', '[]', '"text"', 'null', '12', '', '{}', '\u0000');

/** Percent-encoded; a lone surrogate, which no URL can carry, travels as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));

/** A header value must be visible ASCII; anything else goes percent-encoded, as a client would. */
const headerValue = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /^[\x20-\x7e]*$/.test(text) ? text : encode(text);
};

/** A query value as text: arrays repeat the key, objects travel as JSON. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      search.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `:name` in the path filled from the params, each encoded as a URL segment. */
function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)|\*/g, (_, name: string | undefined) =>
    encode(String(name === undefined ? 'x' : (params[name] ?? ''))),
  );
}

const objectOr = (schema: JsonSchema | undefined) =>
  schema ? fieldwise(schema) : fc.constant({} as Record<string, unknown>);

/**
 * A call to one route: params, query, headers and body each drawn from the contract's schema
 * (valid, off by one, or broken), with one of every kind of token. Without a contract (the
 * webhooks, the API document) every part is arbitrary JSON.
 */
export function callsTo(
  method: string,
  url: string,
  contract: ApiContract | undefined,
): fc.Arbitrary<FuzzedCall> {
  const sendsBody = method !== 'GET' && method !== 'DELETE';
  const bodySchema = contract ? jsonSchemaOf(contract.body) : undefined;
  const body: fc.Arbitrary<string | undefined> = sendsBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: (bodySchema ? mutant(bodySchema) : fc.jsonValue()).map((v) =>
            JSON.stringify(v),
          ),
        },
        { weight: 1, arbitrary: rawBodies },
      )
    : fc.constant(undefined);
  const paramNames = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = contract
    ? objectOr(jsonSchemaOf(contract.params))
    : fc.record(Object.fromEntries(paramNames.map((name) => [name, fc.string()])));
  const query = contract
    ? objectOr(jsonSchemaOf(contract.query))
    : // Query keys are logged by design (they name a field, not a person), so they are words.
      fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string(), { maxKeys: 3 });
  const headers = objectOr(contract ? jsonSchemaOf(contract.headers) : undefined);
  return fc
    .record({ token: fc.constantFrom(...tokenKinds), params, query, headers, body })
    .map(({ token, params, query, headers, body }) => ({
      token,
      method,
      url: fillPath(url, params) + queryString(query),
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name, headerValue(value)]),
      ),
      ...(body === undefined ? {} : { payload: body }),
    }));
}

export function injectOptions(call: FuzzedCall, auth: Record<string, string>): InjectOptions {
  return {
    method: call.method as 'GET',
    url: call.url,
    headers: {
      ...call.headers,
      ...auth,
      ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  };
}
