import type { CustomerProfileBody } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse, contractsWhenCalled } from '../call';
import { customerKeys } from './customerKeys';

// Fetched with the first call: the home page asks for the profile only when someone is signed in.
const calls = contractsWhenCalled(() =>
  import('@care/shared/contracts/customer').then((module) => module.customerContracts),
);

/** GET getCustomerProfile */
export async function fetchCustomerProfile({ signal }: { signal?: AbortSignal } = {}) {
  return call((await calls()).getCustomerProfile, {}, { signal });
}

export const customerProfileQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.profile(),
    queryFn: fetchCustomerProfile,
  });

export function useCustomerProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...customerProfileQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * PUT completeCustomerProfile; the envelope, because the page shows the server's message.
 * The shared schema turns a blank pincode into null, but its input side accepts only a string
 * or nothing, so a blank pincode is left out and the server stores null itself.
 */
export async function updateCustomerProfile({ pincode, ...rest }: CustomerProfileBody) {
  return callForResponse((await calls()).completeCustomerProfile, {
    body: pincode === null ? rest : { ...rest, pincode },
  });
}

export function useUpdateCustomerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerProfile,
    onSuccess: (envelope) => {
      queryClient.setQueryData(customerKeys.profile(), envelope.data);
    },
  });
}
