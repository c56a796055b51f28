import {
  type CustomerProfile,
  type CustomerProfileBody,
  customerProfileBodySchema,
  todayInIndia,
} from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { genderOptions } from '../../../components/familyLabels';
import { serverFieldErrors } from '../../../lib/errorMessage';
import { profileUpdateErrorMessage } from '../lib/errors';

type ProfileSchema = typeof customerProfileBodySchema;
type ProfileFormValues = z.input<ProfileSchema>;

const fieldNames = ['name', 'email', 'gender', 'dob', 'address', 'pincode'] as const;

/** The form's starting values from a stored profile; missing fields start empty. */
export function profileFormValues(profile?: CustomerProfile | null): ProfileFormValues {
  return {
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    // '' is the "Select gender" placeholder, which the schema refuses with a clear message.
    gender: (profile?.gender ?? '') as ProfileFormValues['gender'],
    dob: profile?.dob?.slice(0, 10) ?? '',
    address: profile?.address ?? '',
    pincode: profile?.pincode ?? '',
  };
}

interface ProfileFormProps {
  defaultValues: ProfileFormValues;
  /** Saves the profile; resolves when done, rejects with the API's error. */
  onSave: (body: CustomerProfileBody) => Promise<void>;
  onError: (message: string) => void;
}

/** SPEC 2 "Update profile", validated with the same schema the API uses. */
export function ProfileForm({ defaultValues, onSave, onError }: ProfileFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, z.output<ProfileSchema>>({
    resolver: zodResolver(customerProfileBodySchema),
    defaultValues,
  });

  const submit = handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      for (const name of fieldNames) {
        const message = fieldErrors[name];
        if (message) setError(name, { message });
      }
      onError(profileUpdateErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('customer.profileForm.fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('customer.profileForm.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={t('customer.profileForm.gender')}
          placeholder={t('customer.profileForm.selectGender')}
          options={genderOptions(t)}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label={t('customer.profileForm.dob')}
          type="date"
          autoComplete="bday"
          max={todayInIndia()}
          error={
            // The shared schema's format message reads oddly for a date picker left empty.
            errors.dob && !getValues('dob')
              ? t('customer.profileForm.dobRequired')
              : errors.dob?.message
          }
          {...register('dob')}
        />
        <TextAreaField
          label={t('customer.profileForm.address')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('customer.profileForm.pincode')}
          optional
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.pincode?.message}
          {...register('pincode')}
        />
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/profile" variant="secondary" size="lg">
          {t('customer.profileForm.cancel')}
        </ButtonLink>
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:min-w-44">
          {isSubmitting ? t('customer.profileForm.updating') : t('customer.profileForm.update')}
        </Button>
      </div>
    </form>
  );
}
