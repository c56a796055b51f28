import { adminBlackoutContracts, type AddBlackoutDatesBody } from '@care/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../../../lib/call';
import { adminKeys } from './keys';

const blackoutKey = [...adminKeys.all, 'blackout'] as const;

/** Every listed blackout date and long weekend day, past and coming (admin only). */
export function useBlackoutDates(enabled = true) {
  return useQuery({
    queryKey: blackoutKey,
    queryFn: ({ signal }) => call(adminBlackoutContracts.getBlackoutDates, {}, { signal }),
    enabled,
  });
}

export function useAddBlackoutDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBlackoutDatesBody) =>
      callForResponse(adminBlackoutContracts.addBlackoutDates, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blackoutKey }),
  });
}

export function useDeleteBlackoutDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callForResponse(adminBlackoutContracts.deleteBlackoutDate, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blackoutKey }),
  });
}
