import {
  adminPeopleContracts,
  type PeopleSearchQueryInput,
  type PersonKind,
  type SellerKind,
} from '@care/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../../../lib/call';
import { adminKeys } from './keys';

export const peopleKey = [...adminKeys.all, 'people'] as const;

/** Families, caregivers and companies by part of a name or mobile, a page at a time. */
export function usePeopleSearch(query: PeopleSearchQueryInput) {
  return useQuery({
    queryKey: [...peopleKey, 'search', query],
    queryFn: ({ signal }) => call(adminPeopleContracts.searchPeople, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerRecord(type: SellerKind, id: string) {
  return useQuery({
    queryKey: [...peopleKey, 'seller', type, id],
    queryFn: ({ signal }) =>
      call(adminPeopleContracts.getSeller, { params: { type, id } }, { signal }),
  });
}

export function useFamilyRecord(id: string) {
  return useQuery({
    queryKey: [...peopleKey, 'family', id],
    queryFn: ({ signal }) => call(adminPeopleContracts.getFamily, { params: { id } }, { signal }),
  });
}

export interface SuspensionInput {
  action: 'suspend' | 'reinstate';
  type: PersonKind;
  id: string;
  reason: string;
}

/**
 * Suspends or reinstates someone (admin operators). The whole console is read again after:
 * the record, search results, the bookings table's names and the audit log all show it.
 */
export function useSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, type, id, reason }: SuspensionInput) =>
      callForResponse(adminPeopleContracts[action], {
        params: { type, id },
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
