import {
  companyJournalContracts,
  providerJournalContracts,
  type JournalEntryBody,
  type JournalEntryUpdateBody,
  type SellerKind,
} from '@care/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../../../../lib/call';
import { dashboardKeys } from '../../api/keys';

/**
 * The caregiver's calls for one booking's care journal: the day's check-in and check-out with
 * the family's code, the journal itself, entries and their photos. The same calls exist under
 * /provider/ and /company/; the signed-in role picks them.
 */
function journalCalls(caregiver: SellerKind) {
  return caregiver === 'Company' ? companyJournalContracts : providerJournalContracts;
}

export const journalKeys = {
  all: () => [...dashboardKeys.all, 'journal'] as const,
  journal: (caregiver: SellerKind, bookingId: string) =>
    [...journalKeys.all(), caregiver, bookingId] as const,
};

/** GET getJournal/{bookingId}: the days, their check-ins, my entries and the profile's medicines. */
export function useSellerJournal(caregiver: SellerKind, bookingId: string) {
  return useQuery({
    queryKey: journalKeys.journal(caregiver, bookingId),
    queryFn: ({ signal }) =>
      call(journalCalls(caregiver).getJournal, { params: { bookingId } }, { signal }),
    // A refusal (not your booking, care over) will not change by asking again at once.
    retry: false,
  });
}

export type DayCodeStep = 'checkIn' | 'checkOut';

/**
 * PATCH checkIn / checkOut {code}: the envelope, since the screen shows the server's message.
 * A check-in can start the care and a check-out end it, so the booking lists are read again too.
 */
export function useDayCode(caregiver: SellerKind, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, code }: { step: DayCodeStep; code: string }) =>
      callForResponse(journalCalls(caregiver)[step], { params: { bookingId }, body: { code } }),
    // A refused code changes nothing, so only a stamped day is read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journalKeys.journal(caregiver, bookingId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.bookings() }),
      ]),
  });
}

/** POST addEntry {date, meals, ...}, or PUT updateEntry/{entryId} for a correction. */
export function useSaveEntry(caregiver: SellerKind, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { entryId: null; body: JournalEntryBody }
        | { entryId: string; body: JournalEntryUpdateBody },
    ) => {
      const calls = journalCalls(caregiver);
      return input.entryId === null
        ? callForResponse(calls.addEntry, { params: { bookingId }, body: input.body })
        : callForResponse(calls.updateEntry, {
            params: { entryId: input.entryId },
            body: input.body,
          });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: journalKeys.journal(caregiver, bookingId) }),
  });
}

/** POST uploadPhoto/{bookingId}, multipart field `photo`: kept private, attached by its id. */
export function useUploadJournalPhoto(caregiver: SellerKind, bookingId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('photo', file);
      return call(journalCalls(caregiver).uploadPhoto, { params: { bookingId }, body });
    },
  });
}
