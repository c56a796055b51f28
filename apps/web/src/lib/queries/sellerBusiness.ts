import {
  offeringContracts,
  type AddDaysOffBody,
  type CompanyOfferingBody,
  type SellerKind,
} from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../call';
import { sellerBusinessKeys } from './sellerKeys';

/*
 * What the caregiver offers and when: services and prices, the online switch and days off.
 * The same calls exist for both kinds of caregiver under /provider/ and /company/.
 */
const callsFor = (caregiver: SellerKind) => offeringContracts(caregiver);

/** The body of create and update; companies also send dailyCapacity. */
export type OfferingBody = Omit<CompanyOfferingBody, 'dailyCapacity'> & {
  dailyCapacity?: number;
};

export const offeringsQueryOptions = (caregiver: SellerKind, userId: string) =>
  queryOptions({
    queryKey: sellerBusinessKeys.offerings(caregiver, userId),
    queryFn: ({ signal }) => call(callsFor(caregiver).getMine, {}, { signal }),
  });

export const onlineStateQueryOptions = (caregiver: SellerKind, userId: string) =>
  queryOptions({
    queryKey: sellerBusinessKeys.online(caregiver, userId),
    queryFn: ({ signal }) => call(callsFor(caregiver).getOnline, {}, { signal }),
  });

export const daysOffQueryOptions = (caregiver: SellerKind, userId: string) =>
  queryOptions({
    queryKey: sellerBusinessKeys.daysOff(caregiver, userId),
    queryFn: ({ signal }) => call(callsFor(caregiver).getDaysOff, {}, { signal }),
  });

export const useOfferings = (caregiver: SellerKind, userId: string) =>
  useQuery(offeringsQueryOptions(caregiver, userId));
export const useOnlineState = (caregiver: SellerKind, userId: string) =>
  useQuery(onlineStateQueryOptions(caregiver, userId));
export const useDaysOff = (caregiver: SellerKind, userId: string) =>
  useQuery(daysOffQueryOptions(caregiver, userId));

/** Offerings decide whether the seller can be listed, so both are read again after a change. */
function useBusinessMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerBusinessKeys.all() }),
  });
}

export function useSaveOffering(caregiver: SellerKind) {
  const calls = callsFor(caregiver);
  return useBusinessMutation(({ id, body }: { id: string | null; body: OfferingBody }) => {
    // Only companies say how many families they take; the provider contract refuses the field.
    const { dailyCapacity, ...common } = body;
    const sent =
      caregiver === 'Company' ? { ...common, dailyCapacity: dailyCapacity ?? 1 } : common;
    return id
      ? callForResponse(calls.update, { params: { id }, body: sent })
      : callForResponse(calls.create, { body: sent });
  });
}

export function useRemoveOffering(caregiver: SellerKind) {
  return useBusinessMutation((id: string) =>
    callForResponse(callsFor(caregiver).remove, { params: { id } }),
  );
}

export function useSetOnline(caregiver: SellerKind) {
  return useBusinessMutation((isOnline: boolean) =>
    callForResponse(callsFor(caregiver).setOnline, { body: { isOnline } }),
  );
}

export function useAddDaysOff(caregiver: SellerKind) {
  return useBusinessMutation((body: AddDaysOffBody) =>
    callForResponse(callsFor(caregiver).addDaysOff, { body }),
  );
}

export function useDeleteDaysOff(caregiver: SellerKind) {
  return useBusinessMutation((id: string) =>
    callForResponse(callsFor(caregiver).deleteDaysOff, { params: { id } }),
  );
}
