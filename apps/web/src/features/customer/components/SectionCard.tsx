import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SectionCardProps {
  title: string;
  /** A button or link beside the heading, e.g. 'Edit Profile' or 'Add Member'. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled white card: one section of the profile page, a landmark for screen readers. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

interface LoadErrorProps {
  children: ReactNode;
  onRetry: () => void;
}

/** An inline "could not load" with a retry, for a section whose data failed. */
export function LoadError({ children, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800">
      <p>{children}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-red-900 underline underline-offset-4 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        {t('customer.section.tryAgain')}
      </button>
    </div>
  );
}
