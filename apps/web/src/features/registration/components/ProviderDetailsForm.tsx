import { genders, latestProviderDob, providerDetailsFormSchema } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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

const genderOptions = genders.map((gender) => ({ value: gender, label: gender }));

interface ProviderDetailsFormProps {
  defaultValues: ProviderDetailsValues;
  onNext: (details: ProviderDetails) => void;
}

/** Step 1: personal details, checked with the schema the API applies to the same fields. */
export function ProviderDetailsForm({ defaultValues, onNext }: ProviderDetailsFormProps) {
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
          label="Full name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label="Gender"
          placeholder="Select gender"
          options={genderOptions}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          max={latestProviderDob()}
          hint="You must be 18 or older."
          error={errors.dob?.message}
          {...register('dob')}
        />
        <TextAreaField
          label="Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.pincode?.message}
          {...register('pincode')}
        />
      </div>
      <div className="mt-8 flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-44">
          Next
        </Button>
      </div>
    </form>
  );
}
