import { familyJournalContracts as calls, type CircleInviteBody } from '@care/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { customerKeys } from '../../../lib/queries/customerKeys';
import { careKeys } from './careProfile';

/*
 * The family's side of the care journal: a booking's days and entries, the relatives following
 * a care recipient, the bookings a relative follows, and the family's export and erasure.
 */

export const journalKeys = {
  journal: (bookingId: string) => [...customerKeys.all, 'careJournal', bookingId] as const,
  circle: (memberId: string) => [...customerKeys.all, 'careCircle', memberId] as const,
  followed: () => [...customerKeys.all, 'followedBookings'] as const,
};

export function useJournal(bookingId: string) {
  return useQuery({
    queryKey: journalKeys.journal(bookingId),
    queryFn: ({ signal }) => call(calls.getJournal, { params: { bookingId } }, { signal }),
  });
}

export function useCircle(memberId: string) {
  return useQuery({
    queryKey: journalKeys.circle(memberId),
    queryFn: ({ signal }) => call(calls.getCircle, { params: { memberId } }, { signal }),
  });
}

export function useInviteRelative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CircleInviteBody) => call(calls.invite, { body }),
    onSuccess: (_, body) =>
      queryClient.invalidateQueries({ queryKey: journalKeys.circle(body.familyMemberId) }),
  });
}

export function useRemoveRelative(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(calls.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.circle(memberId) }),
  });
}

export function useFollowedBookings() {
  return useQuery({
    queryKey: journalKeys.followed(),
    queryFn: ({ signal }) => call(calls.getFollowedBookings, {}, { signal }),
  });
}

/** Everything kept about the person's care, fetched when asked for (it is not shown, only saved). */
export function fetchCareDataExport(memberId: string) {
  return call(calls.exportCareData, { params: { memberId } });
}

export function useEraseCareData(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calls.deleteCareData, { params: { memberId } }),
    // The profile, who read it and the circle are gone: reload them, so the page shows them empty.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careKeys.profile(memberId) }),
        queryClient.invalidateQueries({ queryKey: careKeys.views(memberId) }),
        queryClient.invalidateQueries({ queryKey: journalKeys.circle(memberId) }),
        queryClient.invalidateQueries({ queryKey: [...customerKeys.all, 'careJournal'] }),
      ]),
  });
}
