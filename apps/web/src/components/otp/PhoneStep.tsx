import { sendOtpBodySchema } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { controlClasses } from '../ui/fieldStyles';

const phoneFormSchema = sendOtpBodySchema.pick({ mobile: true });
type PhoneFormSchema = typeof phoneFormSchema;

interface PhoneStepProps {
  defaultMobile?: string;
  isSending: boolean;
  /** Receives the normalised 10-digit number. */
  onSubmit: (mobile: string) => void;
  /** True when the person came back to change the number: put the cursor in the field. */
  autoFocus?: boolean;
}

/** Step 1 of OTP sign-in: the mobile number, checked with the API's own schema. */
export function PhoneStep({ defaultMobile = '', isSending, onSubmit, autoFocus }: PhoneStepProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<PhoneFormSchema>, unknown, z.output<PhoneFormSchema>>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { mobile: defaultMobile },
  });
  // Focused on mount by hand: Preact only writes an autofocus attribute, which a browser
  // honours on page load alone (decision 025).
  useLayoutEffect(() => {
    if (autoFocus) setFocus('mobile');
  }, [autoFocus, setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(({ mobile }) => onSubmit(mobile))}>
      <Field label={t('auth.otp.mobileLabel')} error={errors.mobile?.message}>
        {(control) => (
          <div className="flex">
            <span
              aria-hidden="true"
              className="inline-flex h-12 items-center rounded-l-xl border border-r-0 border-slate-300 bg-slate-100 px-3 text-base font-medium text-slate-700"
            >
              +91
            </span>
            <input
              {...control}
              {...register('mobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="98765 43210"
              maxLength={16}
              className={controlClasses(!!errors.mobile, 'h-12 rounded-l-none')}
            />
          </div>
        )}
      </Field>
      <Button type="submit" size="lg" className="mt-5 w-full" disabled={isSending}>
        {isSending ? t('auth.otp.sending') : t('auth.otp.getOtp')}
      </Button>
    </form>
  );
}
