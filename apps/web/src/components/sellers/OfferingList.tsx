import { formatPaise, type Offering } from '@care/shared';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';

interface OfferingListProps {
  offerings: Offering[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** A seller's services, each with its care type and price per day in rupees. */
export function OfferingList({ offerings, isPending, isError, onRetry }: OfferingListProps) {
  if (isPending) {
    return (
      <div aria-hidden="true" className="divide-y divide-slate-100">
        {[0, 1].map((row) => (
          <div key={row} className="flex justify-between gap-4 py-4 first:pt-0">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-4 w-full" />
            </div>
            <Skeleton className="h-6 w-16" />
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert">
        <p className="text-slate-700">We could not load the services just now.</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!offerings || offerings.length === 0) {
    return <p className="text-slate-600">No services available</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {offerings.map((offering) => (
        <li
          key={offering.id}
          className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:justify-between sm:gap-6"
        >
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{offering.service.name}</h3>
            <p className="mt-1">
              <span className="inline-flex h-6 items-center rounded-full bg-slate-100 px-2.5 text-xs font-medium text-slate-700">
                {offering.service.category?.name ?? 'No category'}
              </span>
            </p>
            {offering.description || offering.service.description ? (
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {offering.description || offering.service.description}
              </p>
            ) : null}
          </div>
          <p className="shrink-0 sm:text-right">
            <span className="text-lg font-bold text-slate-900">
              {formatPaise(offering.pricePerDay)}
            </span>
            <span className="text-sm text-slate-600"> per day</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
