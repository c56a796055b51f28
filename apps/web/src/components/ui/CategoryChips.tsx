import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface CategoryChipsProps {
  categories: { id: string; name: string }[];
  /** Layout of the list (a card keeps it to one row; a profile lets it wrap). */
  className: string;
}

/** The seeded care types in the reader's language; a type the operator adds shows as named. */
function careTypeName(name: string, t: TFunction): string {
  if (name === 'Elder Care') return t('components.careTypes.elderCare');
  if (name === 'Child Care') return t('components.careTypes.childCare');
  return name;
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
