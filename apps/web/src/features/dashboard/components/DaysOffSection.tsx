import {
  addDaysOffBodySchema,
  formatCareDate,
  todayInIndia,
  type AddDaysOffBody,
  type DayOff,
  type SellerKind,
} from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useAddDaysOff, useDaysOff, useDeleteDaysOff } from '../../../lib/queries/sellerBusiness';

interface DaysOffSectionProps {
  caregiver: SellerKind;
  userId: string;
}

const rangeText = (d: { startDate: string; endDate: string }) =>
  d.startDate === d.endDate
    ? formatCareDate(d.startDate)
    : `${formatCareDate(d.startDate)} to ${formatCareDate(d.endDate)}`;

/**
 * Days the caregiver cannot work: families cannot book them. Bookings already on those days
 * are listed under each range, for the caregiver to decline or cancel.
 */
export function DaysOffSection({ caregiver, userId }: DaysOffSectionProps) {
  const daysOff = useDaysOff(caregiver, userId);
  const add = useAddDaysOff(caregiver);
  const remove = useDeleteDaysOff(caregiver);
  const today = todayInIndia();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddDaysOffBody, unknown, z.output<typeof addDaysOffBodySchema>>({
    resolver: zodResolver(addDaysOffBodySchema),
    defaultValues: { startDate: '', endDate: '', note: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      const envelope = await add.mutateAsync(body);
      toast.success(envelope.message ?? 'Days off saved');
      reset();
    } catch (error) {
      setError('root', { message: userErrorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="days-off-heading">
      <h2 id="days-off-heading" className="mb-1 text-xl font-semibold text-slate-900">
        Days off
      </h2>
      <p className="mb-4 text-slate-700">Families cannot book you on these days.</p>

      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="rounded-2xl border border-slate-200 bg-white p-5"
        aria-label="Mark days off"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="First day off"
            type="date"
            min={today}
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label="Last day off"
            type="date"
            min={today}
            error={errors.endDate?.message}
            {...register('endDate')}
          />
          <TextField label="Note" optional error={errors.note?.message} {...register('note')} />
        </div>
        <InlineAlert message={errors.root?.message ?? null} />
        <Button type="submit" className="mt-4" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Mark days off'}
        </Button>
      </form>

      {daysOff.isPending ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : daysOff.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {userErrorMessage(daysOff.error, 'We could not load your days off.')}
        </p>
      ) : daysOff.data.length === 0 ? (
        <p className="mt-4 text-slate-600">No days off marked.</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Your days off">
          {daysOff.data.map((dayOff) => (
            <li key={dayOff.id}>
              <DayOffCard
                dayOff={dayOff}
                removing={remove.isPending && remove.variables === dayOff.id}
                onRemove={() =>
                  remove.mutate(dayOff.id, {
                    onSuccess: (envelope) => toast.success(envelope.message ?? 'Removed'),
                    onError: (error) => toast.error(userErrorMessage(error)),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DayOffCard({
  dayOff,
  removing,
  onRemove,
}: {
  dayOff: DayOff;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <article
      aria-label={rangeText(dayOff)}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{rangeText(dayOff)}</p>
          <p className="text-sm text-slate-600">
            {dayOff.days} {dayOff.days === 1 ? 'day' : 'days'}
            {dayOff.note ? ` · ${dayOff.note}` : ''}
          </p>
        </div>
        <Button variant="secondary" disabled={removing} onClick={onRemove}>
          {removing ? 'Removing...' : 'Remove'}
        </Button>
      </div>
      {dayOff.clashes.length > 0 ? (
        <div role="note" className="mt-3 rounded-xl bg-yellow-50 p-3 text-sm text-yellow-900">
          <p className="font-semibold">Bookings on these days: decline or cancel them.</p>
          <ul className="mt-1 list-disc pl-5">
            {dayOff.clashes.map((clash) => (
              <li key={clash.bookingId}>
                {clash.serviceName} for {clash.patientName}, {rangeText(clash)} (
                {clash.status === 'PENDING' ? 'request' : clash.status.toLowerCase()})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
