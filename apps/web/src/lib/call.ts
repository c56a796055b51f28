import {
  contractPath,
  type ApiContract,
  type ContractData,
  type ContractInput,
  type ContractResponse,
} from '@care/shared';
import { apiRequestEnvelope, type ApiRequestOptions } from './api';
import { getCustomerTokens, type TokenOwner } from './tokens';

/*
 * The web app's one way to call the API: through the call's contract in @care/shared, which
 * gives the method, the path, whose token to send and the types in and out. No screen spells a
 * path or types a response by hand (decision 009).
 */

type CallOptions = Pick<ApiRequestOptions, 'signal' | 'keepalive'>;

/** Whose stored sign-in a call needs: the family's pair or the seller's (caregiver or company). */
function tokenOwnerFor(access: ApiContract['access']): TokenOwner | undefined {
  if (access === 'public') return undefined;
  const customer = access.includes('Customer');
  const seller = access.includes('Provider') || access.includes('Company');
  if (customer && seller) return getCustomerTokens() ? 'customer' : 'seller';
  if (customer) return 'customer';
  return seller ? 'seller' : undefined;
}

function requestFor<C extends ApiContract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions,
): [string, ApiRequestOptions] {
  const parts = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  return [
    contractPath(contract.path, parts.params),
    {
      method: contract.method,
      body: parts.body,
      query: parts.query as ApiRequestOptions['query'],
      auth: tokenOwnerFor(contract.access),
      ...options,
    },
  ];
}

/** Calls the API and returns the envelope's `data`, typed by the contract. */
export async function call<C extends ApiContract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<ContractData<C>> {
  const envelope = await apiRequestEnvelope<ContractData<C>>(
    ...requestFor(contract, input, options),
  );
  return envelope.data;
}

/** The whole answer, for the screens that also show the server's `message`. */
export async function callForResponse<C extends ApiContract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<ContractResponse<C>> {
  const envelope = await apiRequestEnvelope<unknown>(...requestFor(contract, input, options));
  return envelope as ContractResponse<C>;
}
