import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { useCompleteCompanyProfile } from '../api/completeCompanyProfile';
import { CompanyDocumentsForm } from '../components/CompanyDocumentsForm';
import { CompanyProfileForm } from '../components/CompanyProfileForm';
import { SellerSignIn } from '../components/SellerSignIn';
import { ServicesStep } from '../components/ServicesStep';
import { StepHeader } from '../components/StepHeader';
import { useRegistrationOutcome } from '../hooks/useRegistrationOutcome';

type Stage =
  // sessionEnded: back to verifying because the session ended mid-registration.
  | { kind: 'verify'; sessionEnded: boolean }
  | { kind: 'profile' | 'documents' | 'services'; userId: string };

/** The company's details, its documents, its services; see docs/decisions/012. */
const PROFILE_STEPS = 3;

const stepTitles = {
  profile: 'registration.company.detailsStep',
  documents: 'registration.company.documentsStep',
  services: 'registration.services.title',
} as const;

/**
 * SPEC 2 "Company registration": phone and OTP, then 'Complete Company Profile' (the details,
 * then the documents the operator checks, then the services and prices families book).
 */
export function CompanyRegistrationPage() {
  const { t } = useTranslation();
  const completeProfile = useCompleteCompanyProfile();
  const [stage, setStage] = useState<Stage>({ kind: 'verify', sessionEnded: false });
  const outcome = useRegistrationOutcome(() => setStage({ kind: 'verify', sessionEnded: true }));

  return (
    <Page title={t('registration.company.title')} lead={t('registration.company.lead')}>
      {stage.kind === 'verify' ? (
        <SellerSignIn
          userType="Company"
          notice={stage.sessionEnded ? t('registration.sessionEnded') : null}
          onNewAccount={({ user }) => setStage({ kind: 'profile', userId: user.id })}
        />
      ) : (
        <section
          aria-labelledby="company-profile-heading"
          className="w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="company-profile-heading" className="mb-4 text-xl font-bold text-slate-900">
            {t('registration.company.heading')}
          </h2>
          <StepHeader
            key={stage.kind}
            step={stage.kind === 'profile' ? 1 : stage.kind === 'documents' ? 2 : 3}
            total={PROFILE_STEPS}
            title={t(stepTitles[stage.kind])}
          />
          {stage.kind === 'profile' ? (
            <CompanyProfileForm
              onSave={async (body) => {
                await completeProfile.mutateAsync(body);
                outcome.completed();
                setStage({ kind: 'documents', userId: stage.userId });
              }}
              onFailed={(error) => void outcome.failed(error)}
            />
          ) : stage.kind === 'documents' ? (
            <CompanyDocumentsForm
              onDone={() => setStage({ kind: 'services', userId: stage.userId })}
            />
          ) : (
            <ServicesStep
              caregiver="Company"
              userId={stage.userId}
              onFinish={() => void outcome.finish()}
            />
          )}
        </section>
      )}
    </Page>
  );
}
