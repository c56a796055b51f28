import { cleanErrorMessage, maskFreeText } from './masking.ts';

/**
 * What an error may say in a log. An allow-list, because errors carry personal data in
 * properties nobody thinks of: drizzle's `params`, pg's `detail` ("Key (mobile)=(98...)"),
 * `where`, `parameters`, PGlite's `query`/`params`. pino's standard serializer copies every
 * enumerable property; this one copies only these. (A type, not an interface: pino's
 * serializer type wants an index signature.)
 */
export type SafeError = {
  type: string;
  message: string;
  /** The cleaned message, then the frames (only the message if there were none). */
  stack: string;
  /** SQLSTATE, a Fastify FST_ code or a Node errno name: never a value. */
  code?: string;
  statusCode?: number;
  /** Names from our schema, so a unique violation says which constraint without the row. */
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SafeError;
  errors?: SafeError[];
};

/** A cause chain or an AggregateError deeper than this is a loop or not worth reading. */
const MAX_DEPTH = 5;
const MAX_AGGREGATED = 5;

/** A five-character SQLSTATE, or a name with a letter in it: six digits could be an OTP. */
const codePattern = /^(?:[0-9A-Z]{5}|(?=[A-Z0-9_]*[A-Z])[A-Z0-9_]{2,64})$/;
const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/;

function stringField(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
}

/**
 * The stack starts with the raw message (several lines for a failed query, the parameters
 * among them); the frames follow. Rebuild it from the cleaned message and the frames only,
 * skipping the raw message first so a parameter shaped like a frame cannot pass as one.
 */
function cleanStack(stack: unknown, rawMessage: string, cleanHeader: string): string {
  if (typeof stack !== 'string') return cleanHeader;
  // The header's name part varies (a name set after construction); the message is verbatim.
  const messageAt = rawMessage ? stack.indexOf(rawMessage) : -1;
  const afterHeader = messageAt === -1 ? stack : stack.slice(messageAt + rawMessage.length);
  const frames = afterHeader.split('\n').filter((line) => /^\s+at /.test(line));
  return [cleanHeader, ...frames].join('\n');
}

export function serializeError(value: unknown, depth = 0): SafeError {
  if (typeof value !== 'object' || value === null) {
    const message = cleanErrorMessage(String(value));
    return { type: typeof value, message, stack: message };
  }
  const error = value as Record<string, unknown>;
  const type = (value.constructor as { name?: string } | undefined)?.name || 'Object';
  const name = typeof error.name === 'string' ? error.name : type;
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  const message = cleanErrorMessage(rawMessage);
  const stack = cleanStack(error.stack, rawMessage, `${name}: ${message}`);
  const safe: SafeError = { type, message, stack };
  const code = stringField(error.code, codePattern);
  if (code) safe.code = code;
  if (typeof error.statusCode === 'number') safe.statusCode = error.statusCode;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const schemaName = stringField(error[key], schemaNamePattern);
    if (schemaName) safe[key] = schemaName;
  }

  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) safe.cause = serializeError(error.cause, depth + 1);
    if (Array.isArray(error.errors) && value instanceof AggregateError) {
      safe.errors = error.errors
        .slice(0, MAX_AGGREGATED)
        .map((inner) => serializeError(inner, depth + 1));
    }
  }
  return safe;
}

/**
 * The same, as text for the few places that write to the console before a logger exists
 * (start-up failures, the database pool): the cleaned stack, then each cause.
 */
export function describeError(value: unknown): string {
  const lines: string[] = [];
  let current: SafeError | undefined = serializeError(value);
  while (current) {
    lines.push(current.stack);
    for (const inner of current.errors ?? []) lines.push(`  ${inner.type}: ${inner.message}`);
    current = current.cause;
    if (current) lines.push('Caused by:');
  }
  return maskFreeText(lines.join('\n'));
}
