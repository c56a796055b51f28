import {
  addDaysOffBodySchema,
  formatCareDate,
  todayInIndia,
  type AddDaysOffBody,
  type DayOff,
  type Language,
  type SellerKind,
} from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { useLanguage } from '../../../lib/i18n';
import { useAddDaysOff, useDaysOff, useDeleteDaysOff } from '../../../lib/queries/sellerBusiness';
import { errorText } from '../lib/text';

interface DaysOffSectionProps {
  caregiver: SellerKind;
  userId: string;
}

/** "3 Dec 2026", or "3 Dec 2026 to 5 Dec 2026" (Hindi: "3 दिसंबर 2026 से 5 दिसंबर 2026 तक"). */
const rangeText = (d: { startDate: string; endDate: string }, t: TFunction, language: Language) =>
  d.startDate === d.endDate
    ? formatCareDate(d.startDate, language)
    : t('dashboard.common.range', {
        start: formatCareDate(d.startDate, language),
        end: formatCareDate(d.endDate, language),
      });

/**
 * Days the caregiver cannot work: families cannot book them. Bookings already on those days
 * are listed under each range, for the caregiver to decline or cancel.
 */
export function DaysOffSection({ caregiver, userId }: DaysOffSectionProps) {
  const { t } = useTranslation();
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
      toast.success(envelope.message ?? t('dashboard.daysOff.saved'));
      reset();
    } catch (error) {
      setError('root', { message: errorText(error, t) });
    }
  });

  return (
    <section aria-labelledby="days-off-heading">
      <h2 id="days-off-heading" className="mb-1 text-xl font-semibold text-slate-900">
        {t('dashboard.sections.daysOff')}
      </h2>
      <p className="mb-4 text-slate-700">{t('dashboard.daysOff.lead')}</p>

      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="rounded-2xl border border-slate-200 bg-white p-5"
        aria-label={t('dashboard.daysOff.formLabel')}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('dashboard.daysOff.first')}
            type="date"
            min={today}
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label={t('dashboard.daysOff.last')}
            type="date"
            min={today}
            error={errors.endDate?.message}
            {...register('endDate')}
          />
          <TextField
            label={t('dashboard.daysOff.note')}
            optional
            error={errors.note?.message}
            {...register('note')}
          />
        </div>
        <InlineAlert message={errors.root?.message ?? null} />
        <Button type="submit" className="mt-4" disabled={isSubmitting}>
          {isSubmitting ? t('dashboard.common.saving') : t('dashboard.daysOff.submit')}
        </Button>
      </form>

      {daysOff.isPending ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : daysOff.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {errorText(daysOff.error, t, t('dashboard.daysOff.loadError'))}
        </p>
      ) : daysOff.data.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('dashboard.daysOff.none')}</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label={t('dashboard.daysOff.listLabel')}>
          {daysOff.data.map((dayOff) => (
            <li key={dayOff.id}>
              <DayOffCard
                dayOff={dayOff}
                removing={remove.isPending && remove.variables === dayOff.id}
                onRemove={() =>
                  remove.mutate(dayOff.id, {
                    onSuccess: (envelope) =>
                      toast.success(envelope.message ?? t('dashboard.daysOff.removed')),
                    onError: (error) => toast.error(errorText(error, t)),
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
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article
      aria-label={rangeText(dayOff, t, language)}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{rangeText(dayOff, t, language)}</p>
          <p className="text-sm text-slate-600">
            {t('booking.days', { count: dayOff.days })}
            {dayOff.note ? ` · ${dayOff.note}` : ''}
          </p>
        </div>
        <Button variant="secondary" disabled={removing} onClick={onRemove}>
          {removing ? t('dashboard.daysOff.removing') : t('dashboard.daysOff.remove')}
        </Button>
      </div>
      {dayOff.clashes.length > 0 ? (
        <div role="note" className="mt-3 rounded-xl bg-yellow-50 p-3 text-sm text-yellow-900">
          <p className="font-semibold">{t('dashboard.daysOff.clashesTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {dayOff.clashes.map((clash) => (
              <li key={clash.bookingId}>
                {t('dashboard.daysOff.clash', {
                  service: clash.serviceName,
                  name: clash.patientName,
                  dates: rangeText(clash, t, language),
                  status: t(`dashboard.daysOff.clashStatus.${clash.status}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
