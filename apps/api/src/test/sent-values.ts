import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { schemaVocabulary } from './schema-vocabulary.ts';

/**
 * What the tests of this file sent to the API (and the secrets it answered with), so the leak
 * check can look for each of them in the log lines. Module state, emptied as each test file
 * starts (the setup file), so one file's values are never looked for in another's logs.
 */
export const sentValues = new Set<string>();
/** Path segments a client put in a URL: identifiers by design (ids, slugs), never a leak. */
export const pathSegments = new Set<string>();

/** Shorter values match by accident (a word inside a SQL text, digits inside a timestamp). */
const MIN_LENGTH = 4;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** Response fields that are secrets even though the client did not send them. */
const secretResponseKeys = new Set(['otp', 'accessToken', 'refreshToken', 'token']);

/**
 * Ids, dates and the API's own words ('Customer', 'Male') identify nothing about a person;
 * everything else a client sends may.
 */
function isPersonal(value: string): boolean {
  return (
    value.length >= MIN_LENGTH &&
    !uuidPattern.test(value) &&
    !isoDatePattern.test(value) &&
    !schemaVocabulary.has(value)
  );
}

function remember(value: string): void {
  const trimmed = value.trim();
  if (isPersonal(trimmed)) sentValues.add(trimmed);
}

/** Every string inside a JSON value; numbers are amounts, ratings and counts. */
function rememberStringLeaves(value: unknown): void {
  if (typeof value === 'string') remember(value);
  else if (Array.isArray(value)) value.forEach(rememberStringLeaves);
  else if (value && typeof value === 'object') Object.values(value).forEach(rememberStringLeaves);
}

function rememberPayload(payload: unknown): void {
  if (payload instanceof FormData) {
    for (const [, value] of payload.entries()) {
      // A file's bytes are binary; its name is what a person chose to call it.
      remember(typeof value === 'string' ? value : value.name);
    }
  } else if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    try {
      rememberStringLeaves(JSON.parse(payload.toString()));
    } catch {
      // Not JSON (a deliberately malformed body, a file): nothing a leak could be matched on.
    }
  } else {
    rememberStringLeaves(payload);
  }
}

/** Tests send malformed escapes on purpose; those segments are kept as they are. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function rememberUrl(url: string): void {
  const parsed = new URL(url, 'http://test.invalid');
  for (const segment of parsed.pathname.split('/')) {
    if (segment) pathSegments.add(segment).add(decodedOrAsIs(segment));
  }
  for (const value of parsed.searchParams.values()) remember(value);
  // As sent, too: a log of the raw URL spells `%2B919876543210`, not `+919876543210`.
  for (const pair of parsed.search.slice(1).split('&')) remember(pair.split('=')[1] ?? '');
}

function rememberQuery(query: InjectOptions['query']): void {
  if (typeof query === 'string') rememberUrl(`/?${query}`);
  else if (query) rememberStringLeaves(query);
}

export function recordRequest(options: InjectOptions | string): void {
  const request = typeof options === 'string' ? { url: options } : options;
  const url = request.url ?? request.path;
  if (typeof url === 'string') rememberUrl(url);
  else if (url) {
    rememberUrl(url.pathname);
    rememberQuery(url.query);
  }
  rememberQuery(request.query);
  rememberPayload(request.payload ?? request.body);
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (typeof value !== 'string') continue;
    if (name.toLowerCase() === 'authorization') remember(value.replace(/^Bearer\s+/i, ''));
    if (name.toLowerCase() === 'cookie') remember(value);
  }
}

function rememberSecrets(value: unknown): void {
  if (Array.isArray(value)) value.forEach(rememberSecrets);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (secretResponseKeys.has(key) && typeof inner === 'string') remember(inner);
      else rememberSecrets(inner);
    }
  }
}

/** OTPs from the dev outbox and tokens from sign-in: secrets the client reads, then sends. */
export function recordResponse(response: LightMyRequestResponse): void {
  if (!String(response.headers['content-type']).startsWith('application/json')) return;
  try {
    rememberSecrets(response.json());
  } catch {
    // An empty or broken body carries no secret to remember.
  }
}

/**
 * Every request a test sends through app.inject() is recorded, and so are the secrets in the
 * answer. Only the promise form is wrapped: the chained and callback forms would bypass the
 * recording, so they fail loudly instead.
 */
export function recordTrafficOf(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const recordingInject = async (...args: unknown[]) => {
    const [options] = args;
    if (args.length !== 1 || !options) {
      throw new Error('Tests call app.inject(options) and await it, so the logs can be checked');
    }
    recordRequest(options as InjectOptions | string);
    const response = await inject(options as InjectOptions);
    recordResponse(response);
    return response;
  };
  app.inject = recordingInject as FastifyInstance['inject'];
}
