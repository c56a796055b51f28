import {
  adminMoneyContracts,
  moneyAdminContracts,
  type AdminPayoutsQueryInput,
  type ReconciliationRunsQueryInput,
} from '@care/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../../../lib/call';
import { adminKeys } from './keys';
import { overviewKey } from './overview';

const moneyKey = [...adminKeys.all, 'money'] as const;

export function usePayouts(filter: AdminPayoutsQueryInput) {
  return useQuery({
    queryKey: [...moneyKey, 'payouts', filter],
    queryFn: ({ signal }) => call(adminMoneyContracts.getPayouts, { query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReconciliationRuns(filter: ReconciliationRunsQueryInput) {
  return useQuery({
    queryKey: [...moneyKey, 'reconciliation', filter],
    queryFn: ({ signal }) =>
      call(adminMoneyContracts.getReconciliationRuns, { query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTrialBalance() {
  return useQuery({
    queryKey: [...moneyKey, 'trialBalance'],
    queryFn: ({ signal }) => call(moneyAdminContracts.getTrialBalance, {}, { signal }),
  });
}

/** Sends a failed payout again (admin only); the server makes it once however often asked. */
export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callForResponse(adminMoneyContracts.retryPayout, { params: { id }, body: { reason } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKey }),
        queryClient.invalidateQueries({ queryKey: overviewKey }),
      ]),
  });
}
