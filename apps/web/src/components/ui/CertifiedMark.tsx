import { useTranslation } from 'react-i18next';

/**
 * The 'Certified' mark of a seller the operator verified (their ID and certificates checked).
 * The word says it, not only the colour; the title says who checked.
 */
export function CertifiedMark({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      title={t('certified.title')}
      className={`inline-flex shrink-0 items-center gap-0.5 rounded-full bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset ${className}`}
    >
      <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" fill="currentColor">
        <path d="M8 1 2.5 3v4.2c0 3.3 2.3 6.3 5.5 7.3 3.2-1 5.5-4 5.5-7.3V3L8 1Zm2.9 5.1-3.4 3.7a.6.6 0 0 1-.9 0L5.1 8.2a.6.6 0 1 1 .9-.8l1.1 1.2 2.9-3.3a.6.6 0 1 1 .9.8Z" />
      </svg>
      {t('certified.label')}
    </span>
  );
}
