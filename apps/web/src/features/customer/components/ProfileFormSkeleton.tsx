import { Skeleton } from '../../../components/ui/Skeleton';

/** The profile form's exact outline, shown while the current profile loads. */
export function ProfileFormSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index}>
            <Skeleton className="mb-1.5 h-5 w-28" />
            <Skeleton className="h-12 w-full rounded-xl" />
          </div>
        ))}
        <div className="sm:col-span-2">
          <Skeleton className="mb-1.5 h-5 w-20" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
        <div>
          <Skeleton className="mb-1.5 h-5 w-32" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Skeleton className="h-12 w-full rounded-xl sm:w-28" />
        <Skeleton className="h-12 w-full rounded-xl sm:w-44" />
      </div>
    </div>
  );
}
