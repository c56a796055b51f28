import {
  contractPath,
  type ApiContract,
  type ContractData,
  type ContractInput,
  type ContractResponse,
} from '@care/shared';
import { ApiError, apiRequestEnvelope, apiRequestFile, type ApiRequestOptions } from './api';
import { i18n } from './i18n';
import { getCustomerTokens, type TokenOwner } from './tokens';

/*
 * The web app's one way to call the API: through the call's contract in @care/shared, which
 * gives the method, the path, whose token to send and the types in and out. No screen spells a
 * path or types a response by hand (decision 009); answers are decoded, money into paise (011).
 */

type CallOptions = Pick<ApiRequestOptions, 'signal' | 'keepalive'> & {
  /**
   * Whose sign-in to send to a call several roles may make (the notifications): the caregiver's
   * dashboard asks as the seller even when a family is signed in on the same phone.
   */
  as?: TokenOwner;
  /**
   * For a public call that says more to someone signed in (the assistant answers a family about
   * its own bookings): this owner's token goes along when one is stored, and the call is
   * anonymous otherwise. A token the server still refuses after the usual renewal is dropped
   * and the call made once more without it, since anyone may make it.
   */
  ifSignedIn?: TokenOwner;
};

/** Whose stored sign-in a call needs: the family's pair or the seller's (caregiver or company). */
function tokenOwnerFor(access: ApiContract['access']): TokenOwner | undefined {
  if (access === 'public') return undefined;
  if (access.includes('Admin')) return 'operator';
  const customer = access.includes('Customer');
  const seller = access.includes('Provider') || access.includes('Company');
  if (customer && seller) return getCustomerTokens() ? 'customer' : 'seller';
  if (customer) return 'customer';
  return seller ? 'seller' : undefined;
}

/** The contract's declared headers (an Idempotency-Key, say) as request headers. */
function headersOf(headers: Record<string, unknown> | undefined): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null) sent[name] = String(value);
  }
  return sent;
}

function requestFor<C extends ApiContract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions,
): [string, ApiRequestOptions] {
  const parts = input as {
    params?: Record<string, unknown>;
    query?: object;
    headers?: Record<string, unknown>;
    body?: unknown;
  };
  const { as, ifSignedIn, ...rest } = options;
  return [
    contractPath(contract.path, parts.params),
    {
      method: contract.method,
      body: parts.body,
      query: parts.query as ApiRequestOptions['query'],
      headers: headersOf(parts.headers),
      auth: contract.access === 'public' ? ifSignedIn : (as ?? tokenOwnerFor(contract.access)),
      ...rest,
    },
  ];
}

/**
 * Decodes the answer with the contract's response schema: that is what turns the wire's rupees
 * into the paise every screen works in (decision 011), and it stops an answer of an unexpected
 * shape at the boundary with a clear error instead of deep inside a screen.
 */
function decode<C extends ApiContract>(contract: C, answer: unknown): ContractResponse<C> {
  const decoded = contract.response.safeParse(answer);
  if (!decoded.success) {
    // Says which field broke the contract, while developing; users see the message below, in
    // their language.
    if (import.meta.env.DEV) console.error(`${contract.path} answered`, decoded.error.issues);
    throw new ApiError(200, i18n.t('network.badResponse'), 'BAD_RESPONSE');
  }
  return decoded.data as ContractResponse<C>;
}

/**
 * Makes the request, and for a public call sent with a sign-in (`ifSignedIn`) that the server
 * refused even after renewing the session, once more anonymously: the renewal has already
 * signed the person out if the session was over, and the answer is anyone's to have.
 */
async function perform<C extends ApiContract, T>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions,
  request: (path: string, options: ApiRequestOptions) => Promise<T>,
): Promise<T> {
  const [path, sent] = requestFor(contract, input, options);
  try {
    return await request(path, sent);
  } catch (error) {
    const anonymousWouldDo =
      contract.access === 'public' && sent.auth !== undefined && error instanceof ApiError;
    if (!anonymousWouldDo || error.status !== 401) throw error;
    return request(path, { ...sent, auth: undefined });
  }
}

/** Calls the API and returns the envelope's decoded `data`, typed by the contract. */
export async function call<C extends ApiContract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<ContractData<C>> {
  const answer = await perform(contract, input, options, apiRequestEnvelope<unknown>);
  return (decode(contract, answer) as { data: ContractData<C> }).data;
}

/** The whole decoded answer, for the screens that also show the server's `message`. */
export async function callForResponse<C extends ApiContract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<ContractResponse<C>> {
  const answer = await perform(contract, input, options, apiRequestEnvelope<unknown>);
  return decode(contract, answer);
}

/** A contract that answers a file (a receipt or a statement) rather than a JSON envelope. */
type FileContract = ApiContract & { responseType: 'file' };

/**
 * Calls a contract that answers a file and returns it as a Blob, sent with the caller's token
 * like any other call; the screen then saves or opens it (lib/download.ts).
 */
export function callForFile<C extends FileContract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<Blob> {
  return perform(contract, input, options, (path, sent) => apiRequestFile(path, sent));
}

/**
 * A module of contracts fetched when one of its calls is first made, for the public pages: they
 * arrive rendered with their data (decision 017), so a first visit makes none of these calls,
 * and the schemas (zod with them, about 23 KB) come only with the first call that needs them.
 * A failed fetch (offline) is tried again by the next call.
 */
export function contractsWhenCalled<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
