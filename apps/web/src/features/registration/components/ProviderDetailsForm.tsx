import { genders, latestProviderDob, providerDetailsFormSchema } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';

type DetailsSchema = typeof providerDetailsFormSchema;
export type ProviderDetailsValues = z.input<DetailsSchema>;
export type ProviderDetails = z.output<DetailsSchema>;

export const emptyProviderDetails: ProviderDetailsValues = {
  name: '',
  email: '',
  // '' is the "Select gender" placeholder, which the schema refuses with a clear message.
  gender: '' as ProviderDetailsValues['gender'],
  dob: '',
  address: '',
  pincode: '',
};

interface ProviderDetailsFormProps {
  defaultValues: ProviderDetailsValues;
  onNext: (details: ProviderDetails) => void;
}

/** Step 1: personal details, checked with the schema the API applies to the same fields. */
export function ProviderDetailsForm({ defaultValues, onNext }: ProviderDetailsFormProps) {
  const { t } = useTranslation();
  // The value sent stays the spec's English word; the reader sees it in their language.
  const genderOptions = genders.map((gender) => ({
    value: gender,
    label: t(`components.gender.${gender}`),
  }));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProviderDetailsValues, unknown, ProviderDetails>({
    resolver: zodResolver(providerDetailsFormSchema),
    defaultValues,
  });

  return (
    <form noValidate onSubmit={handleSubmit(onNext)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('registration.form.fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('registration.form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={t('registration.form.gender')}
          placeholder={t('registration.form.selectGender')}
          options={genderOptions}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label={t('registration.form.dob')}
          type="date"
          autoComplete="bday"
          max={latestProviderDob()}
          hint={t('registration.form.dobHint')}
          error={errors.dob?.message}
          {...register('dob')}
        />
        <TextAreaField
          label={t('registration.form.address')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('registration.form.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.pincode?.message}
          {...register('pincode')}
        />
      </div>
      <div className="mt-8 flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-44">
          {t('registration.form.next')}
        </Button>
      </div>
    </form>
  );
}
