import { assignStaffFieldsSchema, type SellerBooking } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextField } from '../../../components/ui/TextField';
import { serverFieldErrors } from '../../../lib/errorMessage';
import { useLanguage } from '../../../lib/i18n';
import { useAssignStaff } from '../api/bookings';
import { errorText } from '../lib/text';
import { photoProblem } from './PhotoCard';
import { bookingSummary } from './SellerBookingCard';

type StaffValues = z.input<typeof assignStaffFieldsSchema>;

interface AssignStaffDialogProps {
  /** The company's accepted booking to staff; null while closed. */
  booking: SellerBooking | null;
  onClose: () => void;
}

/**
 * A company says who it sends: the family sees this person's name, photo and phone on the
 * booking, and gets a message, so they know who they are opening the door to.
 */
export function AssignStaffDialog({ booking, onClose }: AssignStaffDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={booking?.staff ? t('dashboard.staff.titleChange') : t('dashboard.staff.titleAssign')}
      description={booking ? bookingSummary(booking, t, language) : undefined}
    >
      {booking ? <StaffForm booking={booking} onDone={onClose} /> : null}
    </Dialog>
  );
}

function StaffForm({ booking, onDone }: { booking: SellerBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const assign = useAssignStaff();
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffValues>({
    resolver: zodResolver(assignStaffFieldsSchema, undefined, { raw: true }),
    defaultValues: { name: booking.staff?.name ?? '', phone: booking.staff?.phone ?? '' },
  });

  const submit = handleSubmit(async ({ name, phone }) => {
    setProblem(null);
    try {
      const envelope = await assign.mutateAsync({ bookingId: booking.id, name, phone, photo });
      toast.success(envelope.message ?? t('dashboard.staff.done'));
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.name) setError('name', { message: fields.name });
      if (fields.phone) setError('phone', { message: fields.phone });
      setProblem(fields.name || fields.phone ? null : errorText(error, t));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={assign.isPending}>
      <div className="grid gap-4">
        <TextField
          label={t('dashboard.staff.name')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('dashboard.staff.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint={t('dashboard.staff.phoneHint')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('dashboard.staff.photo')}
          type="file"
          optional
          accept="image/jpeg,image/png,image/webp"
          hint={
            booking.staff?.photo && !photo
              ? t('dashboard.staff.keepPhoto')
              : t('dashboard.staff.photoHint')
          }
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const found = file ? photoProblem(file, t) : null;
            setProblem(found);
            setPhoto(found ? null : file);
            if (found) event.target.value = '';
          }}
        />
      </div>
      <InlineAlert message={problem} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={assign.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? t('dashboard.common.saving') : t('dashboard.staff.submit')}
        </Button>
      </div>
    </form>
  );
}
