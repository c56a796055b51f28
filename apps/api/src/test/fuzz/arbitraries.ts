import fc from 'fast-check';

/*
 * fast-check arbitraries built from a contract's schema, read as the JSON Schema zod 4 writes
 * for its input side (z.toJSONSchema). The JSON Schema is a stable, documented shape, where
 * zod's internals are not, and it is what the OpenAPI document publishes, so the fuzzer attacks
 * exactly what a client is told to send.
 *
 * Three families of values: valid (inside every bound), boundary (each bound and one step
 * past it) and invalid (wrong types, huge or hostile strings, missing and extra fields).
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Long enough to pass any field's maximum, short enough to keep a run quick. */
const HUGE = 'x'.repeat(20_000);

/** Strings that have broken text handling elsewhere: NUL, lone surrogates, RTL, emoji, SQL. */
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '👩‍⚕️🧓🏽',
  'नमस्ते',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  HUGE,
];

/** Values of every JSON type, for "wrong type" mutations. */
const wrongTypes: unknown[] = [null, true, 0, -1, 1.5, 1e308, 'text', [], {}, [1, 2], { a: 1 }];

const SAFE = Number.MAX_SAFE_INTEGER;

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : ([] as string[]).concat(schema.type);

function lowerBound(schema: JsonSchema): { value: number; exclusive: boolean } | undefined {
  if (typeof schema.exclusiveMinimum === 'number') {
    return { value: schema.exclusiveMinimum, exclusive: true };
  }
  if (schema.minimum !== undefined) {
    return { value: schema.minimum, exclusive: schema.exclusiveMinimum === true };
  }
  return undefined;
}

function upperBound(schema: JsonSchema): { value: number; exclusive: boolean } | undefined {
  if (typeof schema.exclusiveMaximum === 'number') {
    return { value: schema.exclusiveMaximum, exclusive: true };
  }
  if (schema.maximum !== undefined) {
    return { value: schema.maximum, exclusive: schema.exclusiveMaximum === true };
  }
  return undefined;
}

/**
 * Ids of rows the test made (a family member, an offering, a booking): a uuid field takes one
 * of these as often as a random one, so requests reach past the "not found" into the rules.
 */
const knownIds: string[] = [];
export function useKnownIds(ids: string[]): void {
  knownIds.splice(0, knownIds.length, ...ids);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
/** Mostly days near today (bookable), sometimes any day of a wide range. */
const dates = fc.oneof(
  fc.integer({ min: -3, max: 60 }).map((offset) => new Date(Date.now() + offset * DAY_MS)),
  fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
);

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 30, min + 30);
  switch (schema.format) {
    case 'uuid':
      return knownIds.length ? fc.oneof(fc.uuid(), fc.constantFrom(...knownIds)) : fc.uuid();
    case 'date':
      return dates.map(isoDay);
    case 'date-time':
      return dates.map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
  }
  if (schema.pattern) {
    // A known-valid value: fast-check draws strings from the regex itself.
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = lowerBound(schema);
  const high = upperBound(schema);
  const step = schema.multipleOf ?? (integer ? 1 : undefined);
  if (step !== undefined) {
    // Count in steps (a rupee amount is a multiple of 0.01): the result is always on the grid.
    const min = low ? Math.ceil(low.value / step) + (low.exclusive ? 1 : 0) : -1_000_000;
    const max = high ? Math.floor(high.value / step) - (high.exclusive ? 1 : 0) : 1_000_000;
    return fc
      .integer({ min: Math.max(min, -SAFE), max: Math.min(max, SAFE) })
      .map((n) => Number((n * step).toFixed(6)));
  }
  return fc.double({
    min: low?.value ?? -1e9,
    max: high?.value ?? 1e9,
    minExcluded: low?.exclusive ?? false,
    maxExcluded: high?.exclusive ?? false,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => [key, valid(inner)]),
  );
  const record = fc.record(model, { requiredKeys: schema.required ?? [] });
  if (typeof schema.additionalProperties === 'object') {
    // A record type (z.record): a few keys of its value type beside any named ones.
    const extra = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 10 }),
      valid(schema.additionalProperties),
      { maxKeys: 3 },
    );
    return fc.tuple(record, extra).map(([named, more]) => ({ ...more, ...named }));
  }
  return record as fc.Arbitrary<Record<string, unknown>>;
}

/** A value the schema accepts. */
export function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map(valid));
  if (schema.allOf?.length) return valid(schema.allOf[0]!);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valid(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? (schema.minItems ?? 0) + 3, 5),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Each bound of a leaf and one step past it: the off-by-one values. */
function leafBoundaries(schema: JsonSchema): unknown[] {
  const types = typesOf(schema);
  const out: unknown[] = [];
  if (types.includes('string')) {
    for (const n of [schema.minLength, schema.maxLength]) {
      if (n === undefined) continue;
      for (const length of [n - 1, n, n + 1]) if (length >= 0) out.push('a'.repeat(length));
    }
    if (schema.format === 'uuid') out.push('00000000-0000-0000-0000-000000000000');
    if (schema.format === 'date') out.push('2024-02-29', '2023-02-29', '0000-01-01', '9999-12-31');
  }
  if (types.includes('integer') || types.includes('number')) {
    const step = schema.multipleOf ?? (types.includes('integer') ? 1 : 0.01);
    for (const bound of [lowerBound(schema), upperBound(schema)]) {
      if (bound) out.push(bound.value - step, bound.value, bound.value + step);
    }
    out.push(0, -0, SAFE, SAFE + 2, -SAFE);
  }
  if (types.includes('array')) {
    const item = schema.items?.enum?.[0] ?? 'a';
    for (const n of [schema.minItems, schema.maxItems]) {
      if (n !== undefined) out.push(Array.from({ length: n + 1 }, () => item));
    }
    out.push([]);
  }
  if (schema.enum?.length) {
    const first = String(schema.enum[0]);
    out.push(first.toLowerCase(), first.toUpperCase(), ` ${first}`);
  }
  return out;
}

/** A value a client could send by mistake or malice: the schema may refuse it, never crash. */
function broken(schema: JsonSchema): fc.Arbitrary<unknown> {
  const bounds = leafBoundaries(schema);
  const union = schema.anyOf ?? schema.oneOf;
  return fc.oneof(
    fc.constantFrom(...wrongTypes),
    fc.constantFrom(...hostileStrings),
    fc.constantFrom(-1, -100, -0.001, 0.001, 1e21, -1e21),
    ...(bounds.length ? [fc.constantFrom(...bounds)] : []),
    ...(union?.length ? union.map((inner) => mutant(inner)) : []),
    ...(typesOf(schema).includes('object') ? [brokenObject(schema)] : []),
    ...(typesOf(schema).includes('array') && schema.items
      ? [fc.array(broken(schema.items), { minLength: 1, maxLength: 3 })]
      : []),
  );
}

/** An object with one thing wrong: a field missing, a field added, or one field broken. */
function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = validObject(schema);
  const options: fc.Arbitrary<unknown>[] = [
    base.map((value) => ({ ...value, unexpectedField: 'surplus' })),
  ];
  if (schema.required?.length) {
    options.push(
      fc
        .tuple(base, fc.constantFrom(...schema.required))
        .map(([value, key]) =>
          Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)),
        ),
    );
  }
  if (keys.length) {
    options.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .tuple(base, broken(schema.properties![key]!))
            .map(([value, bad]) => ({ ...value, [key]: bad })),
        ),
    );
  }
  return fc.oneof(...options);
}

/** Mostly valid values (to reach the handlers), with boundaries and broken values mixed in. */
export function mutant(schema: JsonSchema): fc.Arbitrary<unknown> {
  const bounds = leafBoundaries(schema);
  return fc.oneof(
    { weight: 3, arbitrary: valid(schema) },
    ...(bounds.length ? [{ weight: 1, arbitrary: fc.constantFrom(...bounds) }] : []),
    { weight: 2, arbitrary: broken(schema) },
  );
}

/** An object whose fields are each valid, off by one, or broken: for params, query, headers. */
export function fieldwise(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => [key, mutant(inner)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}
