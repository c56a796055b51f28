import type { ListingSort } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/SelectField';

interface SortSelectProps {
  /** The order asked for in the address, or '' for the list's default. */
  value: ListingSort | '';
  /** Distance is offered only once the family has given a PIN code. */
  hasPincode: boolean;
  onChange: (sort: ListingSort | '') => void;
  className?: string;
}

const LABELS = {
  relevance: 'catalog.sort.relevance',
  price: 'catalog.sort.price',
  rating: 'catalog.sort.rating',
  distance: 'catalog.sort.distance',
} as const satisfies Record<ListingSort, string>;

/** How the list is ordered; the default (nearest with a PIN code, else best match) is shown as chosen. */
export function SortSelect({ value, hasPincode, onChange, className }: SortSelectProps) {
  const { t } = useTranslation();
  const fallback: ListingSort = hasPincode ? 'distance' : 'relevance';
  const sorts: ListingSort[] = hasPincode
    ? ['distance', 'relevance', 'price', 'rating']
    : ['relevance', 'price', 'rating'];
  return (
    <SelectField
      className={className}
      label={t('catalog.sort.label')}
      options={sorts.map((sort) => ({ value: sort, label: t(LABELS[sort]) }))}
      value={value || fallback}
      hint={hasPincode ? undefined : t('catalog.sort.addPincodeHint')}
      onChange={(event) => {
        const next = event.target.value as ListingSort;
        onChange(next === fallback ? '' : next);
      }}
    />
  );
}
