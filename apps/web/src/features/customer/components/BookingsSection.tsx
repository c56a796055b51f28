import { Skeleton } from '../../../components/ui/Skeleton';
import { useCustomerBookings } from '../api/bookings';
import { BookingCard } from './BookingCard';
import { LoadError, SectionCard } from './SectionCard';

/** SPEC 2 "My Bookings": the customer's bookings, or 'No bookings yet'. */
export function BookingsSection() {
  const bookings = useCustomerBookings();

  return (
    <SectionCard title="My Bookings">
      {bookings.isPending ? (
        <div aria-hidden="true" className="space-y-3">
          {[0, 1].map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 p-4">
              <div className="flex justify-between gap-3">
                <div className="flex-1">
                  <Skeleton className="h-6 w-40" />
                  <Skeleton className="mt-1 h-5 w-28" />
                </div>
                <Skeleton className="h-6 w-20 rounded-full" />
              </div>
              <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
                {[0, 1, 2, 3].map((cell) => (
                  <Skeleton key={cell} className="h-10 w-24" />
                ))}
              </div>
              <Skeleton className="mt-3 h-9 w-full" />
            </div>
          ))}
        </div>
      ) : bookings.isError ? (
        <LoadError onRetry={() => void bookings.refetch()}>
          We could not load your bookings.
        </LoadError>
      ) : bookings.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">No bookings yet</p>
      ) : (
        <ul className="space-y-3">
          {bookings.data.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
