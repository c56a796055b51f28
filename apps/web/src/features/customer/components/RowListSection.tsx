import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SectionCard } from './SectionCard';

interface RowListSectionProps {
  title: string;
  /** Said instead of the list while it has no rows. */
  emptyText: string;
  addLabel: string;
  /** One entry per row, keyed by react-hook-form's `useFieldArray` ids so rows keep their state. */
  rows: readonly { id: string }[];
  /** The API's limit: at this many rows the add button is disabled. */
  max: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The row's legend, e.g. "Medicine 2" (numbers start at 1). */
  rowTitle: (number: number) => string;
  /** The remove button's accessible name, e.g. "Remove medicine 2", so each one is told apart. */
  removeLabel: (number: number) => string;
  /** The fields of the row at `index`, laid out three to a line on wide screens. */
  children: (index: number) => ReactNode;
}

/**
 * A card of repeatable rows (medicines, emergency contacts): each row a numbered fieldset with
 * its own remove button, and an "add" button beside the heading.
 */
export function RowListSection({
  title,
  emptyText,
  addLabel,
  rows,
  max,
  onAdd,
  onRemove,
  rowTitle,
  removeLabel,
  children,
}: RowListSectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={title}
      action={
        <Button variant="secondary" disabled={rows.length >= max} onClick={onAdd}>
          {addLabel}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const number = index + 1;
            return (
              <li key={row.id} className="rounded-xl border border-slate-200 p-4">
                <fieldset>
                  <legend className="font-semibold text-slate-900">{rowTitle(number)}</legend>
                  <div className="mt-3 grid gap-4 sm:grid-cols-3">{children(index)}</div>
                  <Button
                    variant="ghost"
                    className="mt-2"
                    aria-label={removeLabel(number)}
                    onClick={() => onRemove(index)}
                  >
                    {t('care.profile.remove')}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
