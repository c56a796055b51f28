import { Skeleton } from '../components/ui/Skeleton';

/**
 * Shown inside the shell while the first page's code downloads, sized like a page header and
 * body so the real page replaces it without a jump.
 */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12" aria-busy="true">
      <Skeleton className="h-8 w-2/3 max-w-sm sm:h-9" />
      <Skeleton className="mt-3 h-5 w-full max-w-xl" />
      <div className="mt-8 space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
