import {
  adminBookingSorts,
  type AdminBookingSort,
  type AdminBookingsFilter,
  type AdminBookingsFilterInput,
} from '@care/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { userErrorMessage } from '../../../lib/errorMessage';
import { downloadBookingsCsv, useAdminBookings } from '../api/bookings';
import { BookingFilters, filterFields, type FilterValues } from './BookingFilters';
import { BookingsTable } from './BookingsTable';

const PAGE_SIZE = 20;

/**
 * Every booking, filtered, sorted and paged on the server. The filters, the sort and the page
 * live in the address, so a view can be bookmarked, shared and reached again with Back.
 */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    filterFields.map((name) => [name, params.get(name) ?? '']),
  ) as FilterValues;
  const sortParam = params.get('sort') as AdminBookingSort | null;
  const sort: AdminBookingSort =
    sortParam && adminBookingSorts.includes(sortParam) ? sortParam : 'createdAt';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  // Only the filters set are sent: an empty one means "any".
  const filter: AdminBookingsFilterInput = {
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
    sort,
    order,
  };
  const bookings = useAdminBookings({ ...filter, page, limit: PAGE_SIZE });
  const [exporting, setExporting] = useState(false);

  const show = (next: Record<string, string>) => {
    const merged = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) merged.set(name, value);
    setParams(merged);
  };
  const current = { ...values, sort, order };

  const applyFilters = (applied: AdminBookingsFilter) => {
    const chosen: Record<string, string> = { sort, order };
    for (const name of filterFields) {
      const value = applied[name];
      // 'care' is the default reading of the dates; the address stays short without it.
      if (value !== undefined && !(name === 'dateOf' && value === 'care')) chosen[name] = value;
    }
    show(chosen);
  };

  const sortBy = (by: AdminBookingSort) =>
    show({ ...current, sort: by, order: by === sort && order === 'desc' ? 'asc' : 'desc' });

  const exportCsv = () => {
    setExporting(true);
    downloadBookingsCsv(filter)
      .catch((error: unknown) => toast.error(userErrorMessage(error, 'The export failed.')))
      .finally(() => setExporting(false));
  };

  return (
    <section aria-labelledby="bookings-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="bookings-heading" className="text-2xl font-bold">
            Bookings
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Every family’s bookings. Open one to see its history, refund or cancel it.
          </p>
        </div>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Preparing CSV…' : 'Download CSV'}
        </Button>
      </div>

      <div className="mt-4">
        <BookingFilters
          // A new address (Back, a link) starts the form from it.
          key={params.toString()}
          values={values}
          onApply={applyFilters}
          onClear={() => show({ sort, order })}
        />
      </div>

      <div className="mt-4" aria-busy={bookings.isFetching}>
        {bookings.isError ? (
          <p role="alert" className="text-red-700">
            {bookings.error.message}
          </p>
        ) : !bookings.data ? (
          <div className="space-y-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : bookings.data.bookings.length === 0 ? (
          <p className="text-slate-600">No bookings match these filters.</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600">
              {bookings.data.pagination.total} booking
              {bookings.data.pagination.total === 1 ? '' : 's'}
            </p>
            <BookingsTable
              label="Bookings"
              rows={bookings.data.bookings}
              sorting={{ sort, order, onSort: sortBy }}
            />
            <div className="mt-4">
              <Pagination
                label="Bookings pages"
                page={bookings.data.pagination.page}
                totalPages={bookings.data.pagination.totalPages}
                disabled={bookings.isPlaceholderData}
                onPageChange={(next) => show({ ...current, page: String(next) })}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
