import {
  adminBookingContracts,
  rupees,
  todayInIndia,
  type AdminBookingsFilterInput,
  type AdminBookingsQueryInput,
} from '@care/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call, callForFile, callForResponse } from '../../../lib/call';
import { saveFile } from '../../../lib/download';
import { adminKeys } from './keys';

export const bookingsKey = [...adminKeys.all, 'bookings'] as const;

/** One page of the bookings table; the rows on screen stay while the next page loads. */
export function useAdminBookings(query: AdminBookingsQueryInput) {
  return useQuery({
    queryKey: [...bookingsKey, 'list', query],
    queryFn: ({ signal }) => call(adminBookingContracts.getAllBookings, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One booking with its history, messages, ledger lines and what can still be refunded. */
export function useAdminBooking(id: string) {
  return useQuery({
    queryKey: [...bookingsKey, 'detail', id],
    queryFn: ({ signal }) =>
      call(adminBookingContracts.getBookingDetail, { params: { id } }, { signal }),
  });
}

/** Saves the CSV of what the filters find (the server caps it and says when to narrow). */
export async function downloadBookingsCsv(filter: AdminBookingsFilterInput): Promise<void> {
  const file = await callForFile(adminBookingContracts.exportBookings, { query: filter });
  saveFile(file, `bookings-${todayInIndia()}.csv`);
}

/**
 * After a refund or a cancel the booking's page, the table and the rest of the console (the
 * audit log, the overview's figures) are read again.
 */
function useAfterBookingChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export interface RefundInput {
  id: string;
  /** Paise, as the form's schema decoded the rupees typed. */
  amount: number;
  reason: string;
  /** One key per refund asked for: a retried request refunds once. */
  idempotencyKey: string;
}

export function useRefundBooking() {
  const refreshed = useAfterBookingChange();
  return useMutation({
    mutationFn: ({ id, amount, reason, idempotencyKey }: RefundInput) =>
      callForResponse(adminBookingContracts.refundBooking, {
        params: { id },
        headers: { 'idempotency-key': idempotencyKey },
        // Rupees on the wire, by the same codec the server decodes them with.
        body: { amount: z.encode(rupees(), amount), reason },
      }),
    onSettled: refreshed,
  });
}

export function useCancelBooking() {
  const refreshed = useAfterBookingChange();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callForResponse(adminBookingContracts.cancelBooking, { params: { id }, body: { reason } }),
    onSettled: refreshed,
  });
}
