import { useState } from 'react';
import { Page } from '../../../components/ui/Page';
import { useCompleteCompanyProfile } from '../api/completeCompanyProfile';
import { CompanyProfileForm } from '../components/CompanyProfileForm';
import { SellerSignIn } from '../components/SellerSignIn';
import { useRegistrationOutcome } from '../hooks/useRegistrationOutcome';
import { SESSION_ENDED_NOTICE } from '../lib/errors';

type Stage = { kind: 'verify'; notice: string | null } | { kind: 'profile' };

/** SPEC 2 "Company registration": phone and OTP, then 'Complete Company Profile'. */
export function CompanyRegistrationPage() {
  const completeProfile = useCompleteCompanyProfile();
  const [stage, setStage] = useState<Stage>({ kind: 'verify', notice: null });
  const outcome = useRegistrationOutcome(() =>
    setStage({ kind: 'verify', notice: SESSION_ENDED_NOTICE }),
  );

  return (
    <Page
      title="Company Registration"
      lead="Register your creche or care company: verify your mobile number, then tell families about your company."
    >
      {stage.kind === 'verify' ? (
        <SellerSignIn
          userType="Company"
          notice={stage.notice}
          onNewAccount={() => setStage({ kind: 'profile' })}
        />
      ) : (
        <section
          aria-labelledby="company-profile-heading"
          className="w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="company-profile-heading" className="mb-6 text-xl font-bold text-slate-900">
            Complete Company Profile
          </h2>
          <CompanyProfileForm
            onSave={async (body) => {
              await completeProfile.mutateAsync(body);
              await outcome.completed();
            }}
            onFailed={(error) => void outcome.failed(error)}
          />
        </section>
      )}
    </Page>
  );
}
