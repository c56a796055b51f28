import type { PayoutDestination, PayoutDestinationBody, SellerKind } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { InlineAlert } from '../../../../components/ui/InlineAlert';
import { TextField } from '../../../../components/ui/TextField';
import { serverFieldErrors } from '../../../../lib/errorMessage';
import { useSavePayoutDestination } from '../../../../lib/queries/earnings';
import { errorText } from '../../lib/text';
import {
  destinationDefaults,
  destinationFormSchema,
  type DestinationFormValues,
} from './destinationForm';

interface PayoutDestinationCardProps {
  caregiver: SellerKind;
  destination: PayoutDestination | null;
  /** True right after this screen saved it. */
  justSaved: boolean;
  onSaved: (destination: PayoutDestination) => void;
}

/**
 * Where payouts go: once saved, only the masked label is shown (the account number never comes
 * back from the server); 'Change' opens the form again.
 */
export function PayoutDestinationCard({
  caregiver,
  destination: current,
  justSaved,
  onSaved,
}: PayoutDestinationCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);

  if (!current || editing) {
    return (
      <DestinationForm
        caregiver={caregiver}
        current={current}
        onCancel={current ? () => setEditing(false) : undefined}
        onSaved={(next) => {
          onSaved(next);
          setEditing(false);
        }}
      />
    );
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
      <div className="min-w-0">
        <p className="text-sm text-slate-600">
          {current.type === 'bank'
            ? t('dashboard.destination.goesToBank')
            : t('dashboard.destination.goesToUpi')}
        </p>
        <p className="font-semibold break-words text-slate-900">{current.label}</p>
        {justSaved ? (
          <p role="status" className="mt-1 text-sm text-green-800">
            {t('dashboard.destination.saved')}
          </p>
        ) : null}
      </div>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {t('dashboard.destination.change')}
      </Button>
    </div>
  );
}

interface DestinationFormProps {
  caregiver: SellerKind;
  current: PayoutDestination | null;
  onCancel?: () => void;
  onSaved: (destination: PayoutDestination) => void;
}

function DestinationForm({ caregiver, current, onCancel, onSaved }: DestinationFormProps) {
  const { t } = useTranslation();
  const save = useSavePayoutDestination(caregiver);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DestinationFormValues, unknown, PayoutDestinationBody>({
    resolver: zodResolver(destinationFormSchema),
    defaultValues: destinationDefaults(current),
  });
  const type = useWatch({ control, name: 'type' });
  const ifsc = register('ifsc');

  const submit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      const byField = serverFieldErrors(error);
      const fields = Object.keys(byField).filter((field) => field in destinationDefaults(null));
      for (const field of fields) {
        setError(field as keyof DestinationFormValues, { message: byField[field] });
      }
      if (fields.length === 0) setError('root', { message: errorText(error, t) });
    }
  });

  return (
    <form
      noValidate
      aria-label={t('dashboard.destination.formLabel')}
      onSubmit={(event) => void submit(event)}
      className="rounded-xl border border-slate-200 p-4"
    >
      <fieldset>
        <legend className="font-semibold text-slate-900">
          {t('dashboard.destination.legend')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(
            [
              ['bank', t('dashboard.destination.bank')],
              ['upi', t('dashboard.destination.upi')],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input type="radio" value={value} className="size-4" {...register('type')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {type === 'bank' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('dashboard.destination.holder')}
            autoComplete="name"
            className="sm:col-span-2"
            error={errors.accountHolder?.message}
            {...register('accountHolder')}
          />
          <TextField
            label={t('dashboard.destination.number')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField
            label={t('dashboard.destination.confirmNumber')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.confirmAccountNumber?.message}
            {...register('confirmAccountNumber')}
          />
          <TextField
            label={t('dashboard.destination.ifsc')}
            hint={t('dashboard.destination.ifscHint')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            error={errors.ifsc?.message}
            {...ifsc}
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase();
              return ifsc.onChange(event);
            }}
          />
        </div>
      ) : (
        <TextField
          label={t('dashboard.destination.upiId')}
          hint={t('dashboard.destination.upiHint')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          className="mt-4"
          error={errors.vpa?.message}
          {...register('vpa')}
        />
      )}

      <InlineAlert message={errors.root?.message} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('dashboard.common.saving') : t('dashboard.destination.save')}
        </Button>
      </div>
    </form>
  );
}
