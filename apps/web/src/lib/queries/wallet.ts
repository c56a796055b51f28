import { rupees, walletContracts, type Wallet } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../call';
import { customerKeys } from './customerKeys';

/** Under the customer's keys, so signing out drops the cached balance with everything else. */
export const walletKey = () => [...customerKeys.all, 'wallet'] as const;

/** How often an open wallet is read again while a withdrawal is still on its way. */
export const WITHDRAWAL_POLL_MS = 3_000;

/** GET getWallet: the balance in rupees and its ledger entries. */
export function fetchWallet({ signal }: { signal?: AbortSignal } = {}) {
  return call(walletContracts.getWallet, {}, { signal });
}

export const walletQueryOptions = () =>
  queryOptions({ queryKey: walletKey(), queryFn: fetchWallet });

function withdrawalMoving(wallet: Wallet | undefined): boolean {
  return Boolean(wallet?.withdrawals.some((withdrawal) => withdrawal.status === 'PROCESSING'));
}

export function useWallet(enabled = true) {
  return useQuery({
    ...walletQueryOptions(),
    enabled,
    refetchInterval: (query) => (withdrawalMoving(query.state.data) ? WITHDRAWAL_POLL_MS : false),
  });
}

export interface WithdrawRequest {
  /** Paise. */
  amount: number;
  /** The attempt's Idempotency-Key (lib/idempotency.ts). */
  key: string;
}

/** POST withdraw: wallet money back to the payments it came from. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, key }: WithdrawRequest) =>
      call(walletContracts.withdraw, {
        headers: { 'idempotency-key': key },
        body: { amount: z.encode(rupees(), amount) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey() }),
  });
}
