import { walletContracts } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { customerKeys } from './customerKeys';

/** Under the customer's keys, so signing out drops the cached balance with everything else. */
export const walletKey = () => [...customerKeys.all, 'wallet'] as const;

/** GET getWallet: the balance in rupees and its ledger entries. */
export function fetchWallet({ signal }: { signal?: AbortSignal } = {}) {
  return call(walletContracts.getWallet, {}, { signal });
}

export const walletQueryOptions = () =>
  queryOptions({ queryKey: walletKey(), queryFn: fetchWallet });

export function useWallet(enabled = true) {
  return useQuery({ ...walletQueryOptions(), enabled });
}
