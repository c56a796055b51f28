import { familyContracts as calls, type FamilyMemberBody } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../call';
import { customerKeys } from './customerKeys';

export function fetchFamilyMembers({ signal }: { signal?: AbortSignal } = {}) {
  return call(calls.getFamilyMembers, {}, { signal });
}

export const familyMembersQueryOptions = () =>
  queryOptions({ queryKey: customerKeys.familyMembers(), queryFn: fetchFamilyMembers });

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}

export function createFamilyMember(body: FamilyMemberBody) {
  return call(calls.createFamilyMember, { body });
}

export function updateFamilyMember({ id, body }: { id: string; body: FamilyMemberBody }) {
  return call(calls.updateFamilyMember, { params: { id }, body });
}

export function deleteFamilyMember(id: string) {
  return callForResponse(calls.deleteFamilyMember, { params: { id } });
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
