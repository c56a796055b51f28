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
        label="Name"
        autoComplete="name"
        hint="As on your ID. Changing it means our team checks your documents again."
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Certification"
        optional
        hint="E.g. GNM Nursing, 2014"
        error={errors.certification?.message}
        {...register('certification')}
      />
      <TextAreaField
        label="About you"
        optional
        className="sm:col-span-2"
        hint="Your experience, languages, and the care you are best at."
        error={errors.about?.message}
        {...register('about')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="PIN code"
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
        label="Company name"
        autoComplete="organization"
        hint="As registered. Changing it (or the GST) means our team checks again."
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label="About"
        optional
        className="sm:col-span-2"
        hint="The care you offer, your hours and your area."
        error={errors.about?.message}
        {...register('about')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="PIN code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode?.message}
        {...register('pincode')}
      />
      <TextField
        label="GSTIN"
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
  const submit = form.handleSubmit(onSave);
  const saving = form.formState.isSubmitting;
  return (
    <form
      noValidate
      aria-label="Public profile"
      aria-busy={saving}
      onSubmit={(event) => void submit(event)}
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <InlineAlert message={saveError} />
      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
