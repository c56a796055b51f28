import { companyProfileBodySchema, type CompanyProfileBody } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { submitProblem } from '../lib/errors';
import { InlineAlert } from '../../../components/ui/InlineAlert';

type CompanySchema = typeof companyProfileBodySchema;
type CompanyFormValues = z.input<CompanySchema>;

const fieldNames = ['companyName', 'email', 'address', 'pincode', 'gst'] as const;

interface CompanyProfileFormProps {
  /** Saves the profile; rejects with the API's error. */
  onSave: (body: CompanyProfileBody) => Promise<void>;
  /** Called after a failed save, for the spec's toast. */
  onFailed: (error: unknown) => void;
}

/** 'Complete Company Profile' (SPEC 2, 3 and 5): gst optional, the rest required. */
export function CompanyProfileForm({ onSave, onFailed }: CompanyProfileFormProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues, unknown, z.output<CompanySchema>>({
    resolver: zodResolver(companyProfileBodySchema),
    defaultValues: { companyName: '', email: '', address: '', pincode: '', gst: '' },
  });

  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onSave(body);
    } catch (error) {
      const { fields, message } = submitProblem(error);
      let shownOnField = false;
      for (const name of fieldNames) {
        if (fields[name]) {
          setError(name, { message: fields[name] });
          shownOnField = true;
        }
      }
      if (!shownOnField) setProblem(message);
      onFailed(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('registration.form.companyName')}
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <TextField
          label={t('registration.form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('registration.form.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.pincode?.message}
          {...register('pincode')}
        />
        <TextAreaField
          label={t('registration.form.address')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('registration.form.gst')}
          optional
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          hint={t('registration.form.gstHint')}
          error={errors.gst?.message}
          {...register('gst')}
        />
      </div>
      <InlineAlert message={problem} className="mt-6" />
      <div className="mt-8 flex justify-end">
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          className="w-full sm:w-auto sm:min-w-44"
        >
          {isSubmitting ? t('registration.form.submitting') : t('registration.form.complete')}
        </Button>
      </div>
    </form>
  );
}
