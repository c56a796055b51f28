import { verifyOtpBodySchema } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../ui/Button';
import { errorTextClasses } from '../ui/fieldStyles';
import { formatCountdown } from './useCountdown';
import { maskMobile } from './maskMobile';
import { OtpInput, type OtpInputHandle } from './OtpInput';

const otpFormSchema = verifyOtpBodySchema.pick({ otp: true });
type OtpFormSchema = typeof otpFormSchema;

interface OtpStepProps {
  mobile: string;
  resendSecondsLeft: number;
  isVerifying: boolean;
  isResending: boolean;
  /** Resolves true when the code was accepted; otherwise the boxes are cleared for a retry. */
  onVerify: (otp: string) => Promise<boolean>;
  /** Resolves true when a new code was sent. */
  onResend: () => Promise<boolean>;
  onChangeNumber: () => void;
}

/** Step 2 of OTP sign-in: six boxes, Verify, Resend after a countdown, and Change number. */
export function OtpStep({
  mobile,
  resendSecondsLeft,
  isVerifying,
  isResending,
  onVerify,
  onResend,
  onChangeNumber,
}: OtpStepProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const sentToId = useId();
  const errorId = useId();
  const boxes = useRef<OtpInputHandle>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<OtpFormSchema>, unknown, z.output<OtpFormSchema>>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp: '' },
  });

  useEffect(() => {
    boxes.current?.focus();
  }, []);

  const startOver = () => {
    reset({ otp: '' });
    boxes.current?.focus();
  };

  // Built per submit (not during render) because the handler reaches the boxes' ref.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async ({ otp }) => {
      if (!(await onVerify(otp))) startOver();
    })(event);

  const resend = async () => {
    if (await onResend()) startOver();
  };

  const otpError = errors.otp?.message;
  const canResend = resendSecondsLeft === 0 && !isResending;

  return (
    <form noValidate onSubmit={submit}>
      <p id={sentToId} className="text-base text-slate-700">
        <Trans
          i18nKey="auth.otp.sentTo"
          values={{ mobile: maskMobile(mobile) }}
          components={{
            mobile: (
              <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums" />
            ),
          }}
        />
      </p>
      <Button
        variant="ghost"
        className="-ml-4 text-brand-700 underline-offset-4 hover:underline"
        onClick={onChangeNumber}
      >
        {t('auth.otp.changeNumber')}
      </Button>

      <p id={labelId} className="mt-4 mb-2 text-sm font-medium text-slate-800">
        {t('auth.otp.enterOtp')}
      </p>
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <OtpInput
            ref={boxes}
            value={field.value ?? ''}
            onChange={field.onChange}
            disabled={isVerifying}
            invalid={Boolean(otpError)}
            aria-labelledby={labelId}
            aria-describedby={[sentToId, otpError ? errorId : ''].filter(Boolean).join(' ')}
          />
        )}
      />
      {otpError ? (
        <p id={errorId} role="alert" className={errorTextClasses}>
          {otpError}
        </p>
      ) : null}

      <Button type="submit" size="lg" className="mt-5 w-full" disabled={isVerifying}>
        {isVerifying ? t('auth.otp.verifying') : t('auth.otp.verify')}
      </Button>

      <div className="mt-4 flex flex-wrap items-center justify-center gap-x-1 text-sm text-slate-600">
        <span>{t('auth.otp.notReceived')}</span>
        <Button
          variant="ghost"
          className="px-2 tabular-nums"
          disabled={!canResend}
          onClick={() => void resend()}
        >
          {resendSecondsLeft > 0
            ? t('auth.otp.resendIn', { time: formatCountdown(resendSecondsLeft) })
            : isResending
              ? t('auth.otp.resending')
              : t('auth.otp.resend')}
        </Button>
      </div>
    </form>
  );
}
