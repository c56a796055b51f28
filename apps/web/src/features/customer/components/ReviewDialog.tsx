import { createReviewBodySchema, type CustomerBooking } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { StarRatingInput } from '../../../components/ui/StarRatingInput';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useCreateReview } from '../api/reviews';
import { bookingSellerName, bookingServiceName } from './BookingCard';
import { InlineAlert } from '../../../components/ui/InlineAlert';

export const REVIEW_MAX_LENGTH = 1000;

interface ReviewDialogProps {
  /** The completed booking to review; null while closed. */
  booking: CustomerBooking | null;
  onClose: () => void;
}

/** 'Rate this care': 1 to 5 stars and an optional comment, once per completed booking. */
export function ReviewDialog({ booking, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const review = useCreateReview();
  const close = () => {
    if (!review.isPending) onClose();
  };
  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={t('customer.reviewDialog.title')}
      description={
        booking
          ? t('customer.reviewDialog.description', {
              service: bookingServiceName(booking, t),
              seller: bookingSellerName(booking, t),
            })
          : undefined
      }
    >
      {booking ? (
        <ReviewForm booking={booking} review={review} onCancel={close} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

type ReviewSchema = typeof createReviewBodySchema;
type ReviewFormValues = z.input<ReviewSchema>;

interface ReviewFormProps {
  booking: CustomerBooking;
  review: ReturnType<typeof useCreateReview>;
  onCancel: () => void;
  onDone: () => void;
}

function ReviewForm({ booking, review, onCancel, onDone }: ReviewFormProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, z.output<ReviewSchema>>({
    resolver: zodResolver(createReviewBodySchema),
    defaultValues: { comment: '' },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const envelope = await review.mutateAsync({ bookingId: booking.id, body });
      toast.success(envelope.message ?? t('customer.reviewDialog.thanks'));
      onDone();
    } catch (caught) {
      setServerError(userErrorMessage(caught));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            legend={t('customer.reviewDialog.rating')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextAreaField
        label={t('customer.reviewDialog.comment')}
        optional
        className="mt-5"
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        hint={t('customer.reviewDialog.characters', {
          length: comment.length,
          max: REVIEW_MAX_LENGTH,
        })}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <InlineAlert message={serverError} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('customer.reviewDialog.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('customer.reviewDialog.submitting') : t('customer.reviewDialog.submit')}
        </Button>
      </div>
    </form>
  );
}
