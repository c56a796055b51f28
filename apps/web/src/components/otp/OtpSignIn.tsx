import type { UserType } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { useSendLoginOtp } from '../../lib/queries/sendLoginOtp';
import { useVerifyOtp, type VerifiedSession } from '../../lib/queries/verifyOtp';
import { useCountdown } from './useCountdown';
import { sendOtpErrorMessage, verifyOtpErrorMessage } from './otpErrors';
import { OtpStep } from './OtpStep';
import { PhoneStep } from './PhoneStep';

/** The API's resend wait (OTP_RESEND_SECONDS); the server stays the judge and answers 429. */
export const OTP_RESEND_SECONDS = 30;

interface OtpSignInProps {
  /** Customer here; registration passes Provider / Company, the console Admin. */
  userType: UserType;
  /** Store the tokens in the right pair and move on; the success toast is already shown. */
  onVerified: (session: VerifiedSession) => void;
}

/**
 * Phone number, then the 6-digit code (SPEC 2 and 4). Shared by customer sign-in and provider
 * and company registration, which differ only in userType and where the tokens go.
 */
export function OtpSignIn({ userType, onVerified }: OtpSignInProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState<string | null>(null);
  const [changedNumber, setChangedNumber] = useState(false);
  const sendOtp = useSendLoginOtp();
  const verifyOtp = useVerifyOtp();
  const countdown = useCountdown();

  const send = async (to: string): Promise<boolean> => {
    try {
      await sendOtp.mutateAsync({ userType, mobile: to });
      countdown.start(OTP_RESEND_SECONDS);
      return true;
    } catch (error) {
      toast.error(sendOtpErrorMessage(error));
      return false;
    }
  };

  const verify = async (otp: string): Promise<boolean> => {
    if (!mobile) return false;
    try {
      const session = await verifyOtp.mutateAsync({ userType, mobile, otp });
      toast.success(t('spec.otpVerified'));
      onVerified(session);
      return true;
    } catch (error) {
      toast.error(verifyOtpErrorMessage(error));
      return false;
    }
  };

  if (mobile === null) {
    return (
      <PhoneStep
        defaultMobile={sendOtp.variables?.mobile}
        isSending={sendOtp.isPending}
        autoFocus={changedNumber}
        onSubmit={(to) => {
          void send(to).then((sent) => {
            if (sent) setMobile(to);
          });
        }}
      />
    );
  }

  return (
    <OtpStep
      mobile={mobile}
      resendSecondsLeft={countdown.secondsLeft}
      isVerifying={verifyOtp.isPending}
      isResending={sendOtp.isPending}
      onVerify={verify}
      onResend={() => send(mobile)}
      onChangeNumber={() => {
        setChangedNumber(true);
        setMobile(null);
      }}
    />
  );
}
