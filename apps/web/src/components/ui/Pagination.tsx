import { useTranslation } from 'react-i18next';
import { Button } from './Button';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Providers pages". */
  label?: string;
  /** Blocks both buttons while the next page is on its way, so taps do not queue up. */
  disabled?: boolean;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M12.5 15 7.5 10l5-5' : 'M7.5 5l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Prev / Next with "page / totalPages" between them; each end disables its button (SPEC 5). */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label,
  disabled = false,
}: PaginationProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(1, totalPages);
  return (
    <nav
      aria-label={label ?? t('components.pagination.label')}
      className="flex items-center justify-center gap-3"
    >
      <Button
        variant="secondary"
        className="min-w-24"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(Math.min(page - 1, lastPage))}
      >
        <Chevron direction="left" />
        {t('components.pagination.prev')}
      </Button>
      <p className="min-w-16 text-center text-sm font-semibold text-slate-700 tabular-nums">
        <span className="sr-only">{t('components.pagination.page')}</span>
        {`${page} / ${lastPage}`}
      </p>
      <Button
        variant="secondary"
        className="min-w-24"
        disabled={disabled || page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {t('components.pagination.next')}
        <Chevron direction="right" />
      </Button>
    </nav>
  );
}
