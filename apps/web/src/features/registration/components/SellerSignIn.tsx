import type { SellerKind } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setSellerTokens } from '../../../lib/tokens';
import type { VerifiedSession } from '../../../lib/queries/verifyOtp';
import { OtpSignIn } from '../../../components/otp/OtpSignIn';

interface SellerSignInProps {
  userType: SellerKind;
  /** A shown notice, e.g. after a session ended mid-registration. */
  notice?: string | null;
  /** A new account: its tokens are stored, the profile form comes next. */
  onNewAccount: (session: VerifiedSession) => void;
}

/**
 * Phone and OTP for provider and company registration (SPEC 4). Both keep their tokens in the
 * seller pair; a registered account goes straight to its dashboard.
 */
export function SellerSignIn({ userType, notice, onNewAccount }: SellerSignInProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section
      aria-label={t('auth.login.sectionLabel')}
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      {notice ? (
        <p role="status" className="mb-5 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <OtpSignIn
        userType={userType}
        onVerified={(session) => {
          setSellerTokens(session.tokens);
          if (session.user.isRegistered) void navigate('/ProviderDashboard', { replace: true });
          else onNewAccount(session);
        }}
      />
    </section>
  );
}
