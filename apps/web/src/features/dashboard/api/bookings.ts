import {
  assignStaffContract,
  companyBookingContracts,
  providerBookingContracts,
  type ContractData,
  type SellerBookingsQuery,
  type SellerKind,
} from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../../../lib/call';
import { dashboardKeys } from './keys';

/**
 * The same calls exist for both kinds of caregiver; the contracts follow the signed-in role
 * (the token's own claim), and the server checks the token against it.
 */
function bookingCalls(caregiver: SellerKind) {
  return caregiver === 'Company' ? companyBookingContracts : providerBookingContracts;
}

export type SellerBookingsPage = ContractData<typeof providerBookingContracts.getProviderBookings>;

export type SellerBookingsFilter = Pick<SellerBookingsQuery, 'page' | 'limit'> &
  Partial<Pick<SellerBookingsQuery, 'status'>>;

/** GET getProviderBookings?status=&page=&limit=: newest first. */
export function fetchSellerBookings(
  caregiver: SellerKind,
  filter: SellerBookingsFilter,
  { signal }: { signal?: AbortSignal } = {},
) {
  return call(bookingCalls(caregiver).getProviderBookings, { query: filter }, { signal });
}

export const sellerBookingsQueryOptions = (
  caregiver: SellerKind,
  userId: string,
  filter: SellerBookingsFilter,
) =>
  queryOptions({
    queryKey: dashboardKeys.bookingList(caregiver, userId, filter),
    queryFn: ({ signal }) => fetchSellerBookings(caregiver, filter, { signal }),
  });

/**
 * Paging within one status keeps the current cards on screen until the next page arrives;
 * switching status shows the skeleton, since the old cards would answer a different question.
 */
export function useSellerBookings(
  caregiver: SellerKind,
  userId: string,
  filter: SellerBookingsFilter,
) {
  return useQuery({
    ...sellerBookingsQueryOptions(caregiver, userId, filter),
    placeholderData: (previous, previousQuery) => {
      const [, , previousCaregiver, previousUser, previousFilter] = previousQuery?.queryKey ?? [];
      const sameList =
        previousCaregiver === caregiver &&
        previousUser === userId &&
        previousFilter?.status === filter.status;
      return sameList ? previous : undefined;
    },
  });
}

export type CaregiverAction = 'accept' | 'decline' | 'cancel' | 'start' | 'complete';

export interface BookingActionInput {
  action: CaregiverAction;
  bookingId: string;
  /** The family's 6-digit start or end code (start and complete only). */
  code?: string;
  /** Why the caregiver cancels accepted care (cancel only); the family is told it. */
  reason?: string;
}

/**
 * PATCH acceptBooking / declineBooking / cancelBooking / startBooking / completeBooking {id}; the envelope,
 * because the screen shows the server's message.
 */
export function runBookingAction(
  caregiver: SellerKind,
  { action, bookingId, code, reason }: BookingActionInput,
) {
  const calls = bookingCalls(caregiver);
  const params = { id: bookingId };
  switch (action) {
    case 'accept':
      return callForResponse(calls.acceptBooking, { params });
    case 'decline':
      return callForResponse(calls.declineBooking, { params });
    case 'cancel':
      return callForResponse(calls.cancelBooking, { params, body: { reason: reason ?? '' } });
    // A missing code is sent empty, and the server refuses it as it would any wrong code.
    case 'start':
      return callForResponse(calls.startBooking, { params, body: { code: code ?? '' } });
    case 'complete':
      return callForResponse(calls.completeBooking, { params, body: { code: code ?? '' } });
  }
}

/** Any action moves a booking between tabs, so every list is read again. */
export function useBookingAction(caregiver: SellerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingActionInput) => runBookingAction(caregiver, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.bookings() }),
  });
}

export interface AssignStaffInput {
  bookingId: string;
  name: string;
  phone: string;
  photo: File | null;
}

/** PUT company/booking/assignStaff/{id}: who the company sends, with an optional photo. */
export function useAssignStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, name, phone, photo }: AssignStaffInput) => {
      const body = new FormData();
      body.append('name', name);
      body.append('phone', phone);
      if (photo) body.append('photo', photo);
      return callForResponse(assignStaffContract, { params: { id: bookingId }, body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.bookings() }),
  });
}
