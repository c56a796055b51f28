import { useTranslation } from 'react-i18next';
import { careTypeName } from './careTypeName';

interface CategoryChipsProps {
  categories: { id: string; name: string }[];
  /** Layout of the list (a card keeps it to one row; a profile lets it wrap). */
  className: string;
}

/** The care-type chips shown on seller cards and profiles. */
export function CategoryChips({ categories, className }: CategoryChipsProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('components.careTypes.label')} className={className}>
      {categories.map((category) => (
        <li
          key={category.id}
          className="inline-flex h-7 items-center rounded-full bg-brand-50 px-3 text-xs font-medium text-brand-800"
        >
          {careTypeName(category.name, t)}
        </li>
      ))}
    </ul>
  );
}
