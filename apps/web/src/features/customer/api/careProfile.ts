import { careProfileContracts as calls, type CareProfileBody } from '@care/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { customerKeys } from '../../../lib/queries/customerKeys';

export const careKeys = {
  profile: (memberId: string) => [...customerKeys.all, 'careProfile', memberId] as const,
  views: (memberId: string) => [...customerKeys.all, 'careProfileViews', memberId] as const,
};

export function useCareProfile(memberId: string) {
  return useQuery({
    queryKey: careKeys.profile(memberId),
    queryFn: ({ signal }) => call(calls.getCareProfile, { params: { memberId } }, { signal }),
  });
}

export function useCareProfileViews(memberId: string) {
  return useQuery({
    queryKey: careKeys.views(memberId),
    queryFn: ({ signal }) => call(calls.getCareProfileViews, { params: { memberId } }, { signal }),
  });
}

export function useSaveCareProfile(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CareProfileBody) =>
      call(calls.saveCareProfile, { params: { memberId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(careKeys.profile(memberId), saved),
  });
}
