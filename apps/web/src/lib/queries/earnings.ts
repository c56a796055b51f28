import {
  earningsContracts,
  rupees,
  type Payout,
  type PayoutDestinationBody,
  type SellerKind,
} from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call, callForFile } from '../call';
import { sellerMoneyKeys } from './sellerKeys';

/*
 * A caregiver's money: earnings, the payout destination and payouts. The same calls exist for
 * both kinds of caregiver under /provider/earnings/ and /company/earnings/.
 */
const callsFor = (caregiver: SellerKind) => earningsContracts(caregiver);

/** How often the payouts are read again while the bank is still moving one. */
export const PAYOUT_POLL_MS = 2_000;

/** A payout the bank has not settled yet: paid, failed or reversed are final. */
export function isPayoutMoving(payout: Pick<Payout, 'status'>): boolean {
  return payout.status === 'QUEUED' || payout.status === 'PROCESSING';
}

export const earningsQueryOptions = (caregiver: SellerKind, userId: string) =>
  queryOptions({
    queryKey: sellerMoneyKeys.earnings(caregiver, userId),
    queryFn: ({ signal }) => call(callsFor(caregiver).getEarnings, {}, { signal }),
  });

export const payoutsQueryOptions = (caregiver: SellerKind, userId: string) =>
  queryOptions({
    queryKey: sellerMoneyKeys.payouts(caregiver, userId),
    queryFn: ({ signal }) => call(callsFor(caregiver).getPayouts, {}, { signal }),
    refetchInterval: (query) => (query.state.data?.some(isPayoutMoving) ? PAYOUT_POLL_MS : false),
  });

export const useEarnings = (caregiver: SellerKind, userId: string) =>
  useQuery(earningsQueryOptions(caregiver, userId));
export const usePayouts = (caregiver: SellerKind, userId: string) =>
  useQuery(payoutsQueryOptions(caregiver, userId));

/** Every figure moves together: a saved destination or a payout is read again everywhere. */
function useMoneyMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerMoneyKeys.all() }),
  });
}

export function useSavePayoutDestination(caregiver: SellerKind) {
  return useMoneyMutation((body: PayoutDestinationBody) =>
    call(callsFor(caregiver).savePayoutDestination, { body }),
  );
}

export interface PayoutRequest {
  /** Paise. */
  amount: number;
  /** The attempt's Idempotency-Key (lib/idempotency.ts). */
  key: string;
}

/** POST requestPayout: the body's rupees written from paise by the shared codec. */
export function useRequestPayout(caregiver: SellerKind) {
  return useMoneyMutation(({ amount, key }: PayoutRequest) =>
    call(callsFor(caregiver).requestPayout, {
      headers: { 'idempotency-key': key },
      body: { amount: z.encode(rupees(), amount) },
    }),
  );
}

/** GET getStatement: the month's statement as a PDF. */
export function fetchStatement(caregiver: SellerKind, month: string) {
  return callForFile(callsFor(caregiver).getStatement, { query: { month } });
}
