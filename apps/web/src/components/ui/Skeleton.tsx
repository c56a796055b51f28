interface SkeletonProps {
  /** Sizing classes; the skeleton takes the exact box of the content it stands in for. */
  className?: string;
}

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}
