import {
  companyProfileEditSchema,
  providerProfileEditSchema,
  type CompanyProfileEditInput,
  type MyCompanyProfile,
  type MyProviderProfile,
  type ProviderProfileEditInput,
} from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';

interface FormProps<P, B> {
  profile: P;
  onSave: (body: B) => Promise<void>;
  saveError: string | null;
}

/** The words on a provider's public profile; skills are the services they offer. */
export function ProviderProfileForm({
  profile,
  onSave,
  saveError,
}: FormProps<MyProviderProfile, ProviderProfileEditInput>) {
  const { t } = useTranslation();
  const form = useForm<ProviderProfileEditInput>({
    resolver: zodResolver(providerProfileEditSchema, undefined, { raw: true }),
    defaultValues: {
      name: profile.name ?? '',
      about: profile.about ?? '',
      certification: profile.certification ?? '',
      address: profile.address ?? '',
      pincode: profile.pincode ?? '',
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <FormShell form={form} onSave={onSave} saveError={saveError}>
      <TextField
        label={t('dashboard.profileForm.name')}
        autoComplete="name"
        hint={t('dashboard.profileForm.nameHint')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('dashboard.profileForm.certification')}
        optional
        hint={t('dashboard.profileForm.certificationHint')}
        error={errors.certification?.message}
        {...register('certification')}
      />
      <TextAreaField
        label={t('dashboard.profileForm.aboutYou')}
        optional
        className="sm:col-span-2"
        hint={t('dashboard.profileForm.aboutYouHint')}
        error={errors.about?.message}
        {...register('about')}
      />
      <TextField
        label={t('dashboard.profileForm.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('dashboard.profileForm.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode?.message}
        {...register('pincode')}
      />
    </FormShell>
  );
}

/** A company's public profile: its name, about, contact and GST. */
export function CompanyProfileForm({
  profile,
  onSave,
  saveError,
}: FormProps<MyCompanyProfile, CompanyProfileEditInput>) {
  const { t } = useTranslation();
  const form = useForm<CompanyProfileEditInput>({
    resolver: zodResolver(companyProfileEditSchema, undefined, { raw: true }),
    defaultValues: {
      companyName: profile.companyName ?? '',
      about: profile.about ?? '',
      email: profile.email ?? '',
      address: profile.address ?? '',
      pincode: profile.pincode ?? '',
      gst: profile.gst ?? '',
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <FormShell form={form} onSave={onSave} saveError={saveError}>
      <TextField
        label={t('dashboard.profileForm.companyName')}
        autoComplete="organization"
        hint={t('dashboard.profileForm.companyNameHint')}
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label={t('dashboard.profileForm.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label={t('dashboard.profileForm.about')}
        optional
        className="sm:col-span-2"
        hint={t('dashboard.profileForm.aboutHint')}
        error={errors.about?.message}
        {...register('about')}
      />
      <TextField
        label={t('dashboard.profileForm.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('dashboard.profileForm.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode?.message}
        {...register('pincode')}
      />
      <TextField
        label={t('dashboard.profileForm.gstin')}
        optional
        autoCapitalize="characters"
        error={errors.gst?.message}
        {...register('gst')}
      />
    </FormShell>
  );
}

function FormShell<V extends FieldValues>({
  form,
  onSave,
  saveError,
  children,
}: {
  form: UseFormReturn<V>;
  onSave: (body: V) => Promise<void>;
  saveError: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = form.handleSubmit(onSave);
  const saving = form.formState.isSubmitting;
  return (
    <form
      noValidate
      aria-label={t('dashboard.profileForm.label')}
      aria-busy={saving}
      onSubmit={(event) => void submit(event)}
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <InlineAlert message={saveError} />
      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving ? t('dashboard.common.saving') : t('dashboard.profileForm.save')}
        </Button>
      </div>
    </form>
  );
}
