import type { Tokens } from '@care/shared';
import {
  clearCustomerTokens,
  clearOperatorTokens,
  clearSellerTokens,
  getCustomerTokens,
  getOperatorTokens,
  getSellerTokens,
  setCustomerTokens,
  setOperatorTokens,
  setSellerTokens,
  type TokenOwner,
  type TokenPair,
} from './tokens';
import { currentLanguage, i18n } from './i18n';

/** The server's envelope (DESIGN rule 3): `{ success, message?, data }` or `{ success: false, ... }`. */
export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data: T;
  code?: string;
  errors?: unknown;
}

/*
 * The texts this client makes up itself (no answer, an answer it cannot read) are worded in the
 * reader's language when the error is made, as the server words its own; English as before.
 */
const unreachable = () => i18n.t('network.unreachable');
const badResponse = () => i18n.t('network.badResponse');
const requestFailed = () => i18n.t('network.requestFailed');

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    message: string,
    /** Machine-readable code from the server, or one of ours: NETWORK_ERROR, BAD_RESPONSE. */
    readonly code: string,
    /** Field errors from a 400 validation failure, passed through untouched. */
    readonly errors?: unknown,
    /** True when `message` is the server's own words (from its envelope), not a fallback. */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData (file uploads go as multipart). */
  body?: unknown;
  query?: Query;
  /** Extra request headers, such as the Idempotency-Key of a call that moves money. */
  headers?: Record<string, string>;
  /** Whose bearer token to attach; omitted means an anonymous call. */
  auth?: TokenOwner;
  signal?: AbortSignal;
  /** Lets the request outlive the page (logout right before a reload). */
  keepalive?: boolean;
}

const API_ORIGIN = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/**
 * How a request leaves: the browser's fetch, unless the server is rendering a page, when it
 * hands in its own (the API answering in-process, without a round trip over the network).
 */
let transport: typeof fetch | null = null;

/** For the server's page rendering only; the browser never sets it. */
export function setApiTransport(next: typeof fetch | null): void {
  transport = next;
}
const API_PREFIX = '/api/v1';

/** `path` is relative to /api/v1, e.g. '/customer/auth/getCustomerProfile'. */
export function apiUrl(path: string, query?: Query): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Empty filters mean "no filter" (SPEC: default search, category and service are empty).
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${API_ORIGIN}${API_PREFIX}${normalisedPath}${search}`;
}

interface TokenStore {
  get(): TokenPair | null;
  set(pair: TokenPair): void;
  clear(): void;
}

const tokenStores: Record<TokenOwner, TokenStore> = {
  customer: { get: getCustomerTokens, set: setCustomerTokens, clear: clearCustomerTokens },
  seller: { get: getSellerTokens, set: setSellerTokens, clear: clearSellerTokens },
  operator: { get: getOperatorTokens, set: setOperatorTokens, clear: clearOperatorTokens },
};

function bearerFor(owner: TokenOwner): string | null {
  return tokenStores[owner].get()?.accessToken ?? null;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, for instance; the status still tells the story.
    return undefined;
  }
}

/**
 * Performs the request and answers the server's response once it is final: a 401 on a signed-in
 * call renews the session and repeats the call once. Throws only when no answer came.
 */
async function respond(
  path: string,
  options: ApiRequestOptions,
  accept: string,
  mayRefresh = true,
): Promise<Response> {
  const { method = 'GET', body, query, auth, signal, keepalive } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', accept);
  // The server answers its messages in the reader's language (DESIGN contracts: Accept-Language).
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const sentToken = auth ? bearerFor(auth) : null;
  if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);

  let response: Response;
  try {
    const init: RequestInit = { method, headers, body: payload, signal, keepalive };
    const url = apiUrl(path, query);
    response = await (transport ? transport(url, init) : fetch(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, unreachable(), 'NETWORK_ERROR');
  }

  // The access token lives 15 minutes: renew the session once and repeat the call, so a
  // person who left the tab open never sees the expiry.
  if (response.status === 401 && auth && sentToken && mayRefresh) {
    if (await renewSession(auth, sentToken)) return respond(path, options, accept, false);
  }
  return response;
}

/** The ApiError of a refused request, in the server's words when its envelope has them. */
async function refusal(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  const envelope = isEnvelope(json) ? json : undefined;
  return new ApiError(
    response.status,
    // The status line's reason ('Bad Gateway') is English only: a Hindi reader gets ours.
    envelope?.message || (currentLanguage() === 'en' ? response.statusText : '') || requestFailed(),
    envelope?.code ?? `HTTP_${response.status}`,
    envelope?.errors,
    Boolean(envelope?.message),
  );
}

async function send(path: string, options: ApiRequestOptions, mayRefresh = true): Promise<unknown> {
  const response = await respond(path, options, 'application/json', mayRefresh);
  if (!response.ok) throw await refusal(response);
  return readJson(response);
}

/*
 * Session renewal. Refresh tokens rotate and the server revokes the whole sign-in when one is
 * presented twice, so two refreshes must never race with the same token: concurrent 401s in
 * this tab share one refresh (single flight), and where the browser has Web Locks, tabs take
 * turns and skip the call when another tab has already renewed the pair.
 */
const renewals = new Map<TokenOwner, Promise<boolean>>();

function renewSession(owner: TokenOwner, rejectedAccessToken: string): Promise<boolean> {
  // The pair changed while this request was in flight: just retry with the new one.
  if (bearerFor(owner) !== rejectedAccessToken) return Promise.resolve(bearerFor(owner) !== null);
  let renewal = renewals.get(owner);
  if (!renewal) {
    renewal = withTabLock(`care-session-renewal:${owner}`, () =>
      refreshPair(owner, rejectedAccessToken),
    ).finally(() => renewals.delete(owner));
    renewals.set(owner, renewal);
  }
  return renewal;
}

function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, task) : task();
}

/** Resolves true when a fresh pair is stored; clears the pair when the server refuses it. */
async function refreshPair(owner: TokenOwner, rejectedAccessToken: string): Promise<boolean> {
  const store = tokenStores[owner];
  const current = store.get();
  if (!current) return false;
  if (current.accessToken !== rejectedAccessToken) return true; // another tab renewed it
  if (!current.refreshToken) {
    store.clear();
    return false;
  }
  try {
    // Fetched only now: a visitor who never signs in never downloads the auth schemas.
    const { authContracts } = await import('@care/shared/contracts/auth');
    const json = await send(
      authContracts.refresh.path,
      { method: 'POST', body: { refreshToken: current.refreshToken } },
      false,
    );
    const tokens = isEnvelope(json) ? (json.data as { tokens?: Tokens } | undefined)?.tokens : null;
    if (!tokens?.accessToken || !tokens.refreshToken) {
      throw new ApiError(200, badResponse(), 'BAD_RESPONSE');
    }
    store.set({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    return true;
  } catch (error) {
    // Only the server refusing the refresh token ends the sign-in. Being offline, a server
    // fault or a rate limit says nothing about the session: keep it for the next attempt.
    const refused =
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 429;
    // Clearing the pair notifies the UI, and the guards send the person to /login.
    if (refused && store.get()?.refreshToken === current.refreshToken) store.clear();
    return false;
  }
}

/** Performs the call and returns the whole envelope (some screens read `message` too). */
export async function apiRequestEnvelope<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const json = await send(path, options);
  if (!isEnvelope(json)) {
    throw new ApiError(200, badResponse(), 'BAD_RESPONSE');
  }
  if (json.success !== true) {
    // Some handlers answer 200 with success:false; treat it exactly like an error status.
    throw new ApiError(
      200,
      json.message || requestFailed(),
      json.code ?? 'REQUEST_FAILED',
      json.errors,
      Boolean(json.message),
    );
  }
  return json as ApiEnvelope<T>;
}

/** Performs the call and returns only `data`, which is what most screens read. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const envelope = await apiRequestEnvelope<T>(path, options);
  return envelope.data;
}

/**
 * For the few calls whose success body is not an envelope (the payment order answers
 * `{ id, amount, currency }` directly). Errors are still ApiErrors.
 */
export async function apiRequestRaw<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await send(path, options)) as T;
}

/**
 * For the calls that answer a file (a receipt or a statement as PDF): the body as it came, with
 * the caller's token, so a signed-in document never needs a public address. Errors still arrive
 * as the JSON envelope and become ApiErrors.
 */
export async function apiRequestFile(
  path: string,
  options: ApiRequestOptions = {},
  accept = '*/*',
): Promise<Blob> {
  const response = await respond(path, options, accept);
  if (!response.ok) throw await refusal(response);
  try {
    return await response.blob();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The connection dropped halfway through the file.
    throw new ApiError(0, unreachable(), 'NETWORK_ERROR');
  }
}
