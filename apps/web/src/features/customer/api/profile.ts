import type { CustomerProfile, CustomerProfileBody } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestEnvelope, type ApiEnvelope } from '../../../lib/api';
import { customerKeys } from './keys';

/** GET getCustomerProfile */
export function fetchCustomerProfile({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CustomerProfile>('/customer/auth/getCustomerProfile', {
    auth: 'customer',
    signal,
  });
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
export function updateCustomerProfile({ pincode, ...rest }: CustomerProfileBody) {
  return apiRequestEnvelope<CustomerProfile>('/customer/auth/completeCustomerProfile', {
    method: 'PUT',
    body: pincode === null ? rest : { ...rest, pincode },
    auth: 'customer',
  });
}

export function useUpdateCustomerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerProfile,
    onSuccess: (envelope: ApiEnvelope<CustomerProfile>) => {
      queryClient.setQueryData(customerKeys.profile(), envelope.data);
    },
  });
}
