import { assignStaffFieldsSchema, type SellerBooking } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextField } from '../../../components/ui/TextField';
import { serverFieldErrors, userErrorMessage } from '../../../lib/errorMessage';
import { useAssignStaff } from '../api/bookings';
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
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={booking?.staff ? 'Change who is going' : 'Who is going?'}
      description={booking ? bookingSummary(booking) : undefined}
    >
      {booking ? <StaffForm booking={booking} onDone={onClose} /> : null}
    </Dialog>
  );
}

function StaffForm({ booking, onDone }: { booking: SellerBooking; onDone: () => void }) {
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
      toast.success(envelope.message ?? 'Staff assigned');
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.name) setError('name', { message: fields.name });
      if (fields.phone) setError('phone', { message: fields.phone });
      setProblem(fields.name || fields.phone ? null : userErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={assign.isPending}>
      <div className="grid gap-4">
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint="The family may call this number."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Photo"
          type="file"
          optional
          accept="image/jpeg,image/png,image/webp"
          hint={
            booking.staff?.photo && !photo
              ? 'Leave empty to keep the current photo for the same person.'
              : 'A clear photo of their face: JPEG, PNG or WebP, up to 5 MB.'
          }
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const found = file ? photoProblem(file) : null;
            setProblem(found);
            setPhoto(found ? null : file);
            if (found) event.target.value = '';
          }}
        />
      </div>
      <InlineAlert message={problem} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? 'Saving...' : 'Tell the family'}
        </Button>
      </div>
    </form>
  );
}
