import type { FamilyMember, FamilyMemberBody } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { customerKeys } from './keys';

const base = '/customer/familyMember';

/** GET getFamilyMembers */
export function fetchFamilyMembers({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<FamilyMember[]>(`${base}/getFamilyMembers`, { auth: 'customer', signal });
}

export const familyMembersQueryOptions = () =>
  queryOptions({ queryKey: customerKeys.familyMembers(), queryFn: fetchFamilyMembers });

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}

/** POST createFamilyMember */
export function createFamilyMember(body: FamilyMemberBody) {
  return apiRequest<FamilyMember>(`${base}/createFamilyMember`, {
    method: 'POST',
    body,
    auth: 'customer',
  });
}

/** PUT updateFamilyMember/{id} */
export function updateFamilyMember({ id, body }: { id: string; body: FamilyMemberBody }) {
  return apiRequest<FamilyMember>(`${base}/updateFamilyMember/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    auth: 'customer',
  });
}

/** DELETE deleteFamilyMember/{id} */
export function deleteFamilyMember(id: string) {
  return apiRequest<unknown>(`${base}/deleteFamilyMember/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'customer',
  });
}

/** Every change re-reads the list (SPEC 4: save, close, list refresh). */
function useFamilyMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.familyMembers() }),
  });
}

export const useCreateFamilyMember = () => useFamilyMutation(createFamilyMember);
export const useUpdateFamilyMember = () => useFamilyMutation(updateFamilyMember);
export const useDeleteFamilyMember = () => useFamilyMutation(deleteFamilyMember);
