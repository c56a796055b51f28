import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';

/**
 * What a record page (a booking, a family, a seller) shows before its record is there: the
 * server's reason and the way back when it failed, else the page's shape in grey while it loads.
 */
export function RecordFallback({
  error,
  back,
  blocks = ['h-48'],
}: {
  error: Error | null;
  back: { to: string; label: string };
  /** The heights of the grey blocks under the heading's, as the page's sections will be. */
  blocks?: string[];
}) {
  if (error) {
    return (
      <section>
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
        <Link to={back.to} className="mt-3 inline-flex min-h-11 items-center underline">
          {back.label}
        </Link>
      </section>
    );
  }
  return (
    <div aria-busy="true" className="space-y-4">
      <Skeleton className="h-8 w-72" />
      {blocks.map((height, index) => (
        <Skeleton key={index} className={`${height} w-full`} />
      ))}
    </div>
  );
}
