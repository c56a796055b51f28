import type { ListingSort } from '@care/shared';
import { SelectField } from '../../../components/ui/SelectField';

interface SortSelectProps {
  /** The order asked for in the address, or '' for the list's default. */
  value: ListingSort | '';
  /** Distance is offered only once the family has given a PIN code. */
  hasPincode: boolean;
  onChange: (sort: ListingSort | '') => void;
  className?: string;
}

const LABELS: Record<ListingSort, string> = {
  relevance: 'Best match',
  price: 'Price: low to high',
  rating: 'Rating: high to low',
  distance: 'Distance: nearest first',
};

/** How the list is ordered; the default (nearest with a PIN code, else best match) is shown as chosen. */
export function SortSelect({ value, hasPincode, onChange, className }: SortSelectProps) {
  const fallback: ListingSort = hasPincode ? 'distance' : 'relevance';
  const sorts: ListingSort[] = hasPincode
    ? ['distance', 'relevance', 'price', 'rating']
    : ['relevance', 'price', 'rating'];
  return (
    <SelectField
      className={className}
      label="Sort by"
      options={sorts.map((sort) => ({ value: sort, label: LABELS[sort] }))}
      value={value || fallback}
      hint={hasPincode ? undefined : 'Add your PIN code to sort by distance.'}
      onChange={(event) => {
        const next = event.target.value as ListingSort;
        onChange(next === fallback ? '' : next);
      }}
    />
  );
}
