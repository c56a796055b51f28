import {
  adminContracts,
  type AdminSellersQueryInput,
  type SellerForReview,
  type SellerKind,
} from '@care/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForFile, callForResponse } from '../../../lib/call';
import { adminKeys } from './keys';
import { overviewKey } from './overview';

const verificationKey = [...adminKeys.all, 'verification'] as const;

/** One page of sellers of one kind in one verification status. */
export function useSellers(filter: AdminSellersQueryInput) {
  return useQuery({
    queryKey: [...verificationKey, 'sellers', filter],
    queryFn: ({ signal }) => call(adminContracts.getSellers, { query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type Decision =
  { verdict: 'VERIFIED'; note?: string } | { verdict: 'REJECTED'; reason: string };

/**
 * Verifies or rejects a seller, naming the submission the operator reviewed, so a profile the
 * seller changed meanwhile is refused (409) instead of approved unseen.
 */
export function useDecideSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seller, decision }: { seller: SellerForReview; decision: Decision }) => {
      const params = { type: seller.type as SellerKind, id: seller.id };
      return decision.verdict === 'VERIFIED'
        ? callForResponse(adminContracts.verifySeller, {
            params,
            body: { submittedAt: seller.submittedAt, reason: decision.note },
          })
        : callForResponse(adminContracts.rejectSeller, {
            params,
            body: { submittedAt: seller.submittedAt, reason: decision.reason },
          });
    },
    // A refusal too: the list is refetched, so a resubmission shows what the seller sent.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationKey }),
        queryClient.invalidateQueries({ queryKey: overviewKey }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] }),
      ]),
  });
}

/**
 * A seller's document file. The document route needs the operator's bearer, which an
 * <img src> cannot send, so the file is fetched with it and shown from memory.
 */
export function useDocumentFile(uploadId: string) {
  return useQuery({
    queryKey: [...verificationKey, 'document', uploadId],
    queryFn: ({ signal }) =>
      callForFile(adminContracts.getDocument, { params: { uploadId } }, { signal }),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
