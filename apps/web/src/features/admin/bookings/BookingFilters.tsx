import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminBookingsFilterSchema,
  bookingStatuses,
  type AdminBookingsFilter,
  type AdminBookingsFilterInput,
} from '@care/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { statusLabels } from './BookingsTable';

/** The filter form's fields, as typed: every one a string, empty for "any". */
export const filterFields = [
  'status',
  'dateOf',
  'from',
  'to',
  'mobile',
  'caregiver',
  'family',
] as const;
export type FilterValues = Record<(typeof filterFields)[number], string>;

const statusOptions = bookingStatuses.map((status) => ({
  value: status,
  label: statusLabels[status],
}));
const dateOfOptions = [
  { value: 'care', label: 'Days of care' },
  { value: 'created', label: 'Day it was booked' },
];

/**
 * The table's filters, checked by the same schema the server checks them with (dates in order,
 * a mobile of digits), so a mistake is pointed out here rather than answered with an empty table.
 */
export function BookingFilters({
  values,
  onApply,
  onClear,
}: {
  values: FilterValues;
  onApply: (filter: AdminBookingsFilter) => void;
  onClear: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminBookingsFilterInput, unknown, AdminBookingsFilter>({
    resolver: zodResolver(adminBookingsFilterSchema),
    // The schema takes any value and preprocesses it; the form's are all strings. The dates
    // are the days of care unless the address says otherwise.
    defaultValues: { ...values, dateOf: values.dateOf || 'care' },
  });

  return (
    <form
      noValidate
      aria-label="Filter bookings"
      onSubmit={(event) => void handleSubmit(onApply)(event)}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label="Status"
        placeholder="Any status"
        options={statusOptions}
        error={errors.status?.message}
        {...register('status')}
      />
      <SelectField
        label="Dates are"
        options={dateOfOptions}
        error={errors.dateOf?.message}
        {...register('dateOf')}
      />
      <TextField label="From" type="date" error={errors.from?.message} {...register('from')} />
      <TextField label="To" type="date" error={errors.to?.message} {...register('to')} />
      <TextField
        label="Mobile"
        inputMode="numeric"
        placeholder="98765…"
        hint="Family’s or caregiver’s, in part"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        label="Caregiver"
        placeholder="Name or id"
        error={errors.caregiver?.message}
        {...register('caregiver')}
      />
      <TextField
        label="Family"
        placeholder="Name"
        error={errors.family?.message}
        {...register('family')}
      />
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1">
          Apply filters
        </Button>
        <Button variant="secondary" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
