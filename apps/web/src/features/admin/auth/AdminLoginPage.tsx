import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Toasts } from '../../../components/ui/Toasts';
import { OtpSignIn } from '../../../components/otp/OtpSignIn';
import { setOperatorTokens } from '../../../lib/tokens';
import { adminKeys } from '../api/keys';
import { DocumentHead } from '../../../components/ui/DocumentHead';

/** Operators sign in with their mobile's OTP; only numbers in the settings are let in. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <DocumentHead title="Operator sign-in · CareConnect" />
      <h1 className="text-2xl font-bold tracking-tight">Operator sign-in</h1>
      <p className="mt-2 text-slate-600">
        For the people who run CareConnect. Enter the mobile number registered as an operator.
      </p>
      <section
        aria-label="Operator sign-in"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <OtpSignIn
          userType="Admin"
          onVerified={({ tokens }) => {
            queryClient.removeQueries({ queryKey: adminKeys.all });
            setOperatorTokens(tokens);
            void navigate('/admin', { replace: true });
          }}
        />
      </section>
      <Toasts />
    </div>
  );
}
