import type { RegistrationFileField } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { useCompleteProviderProfile } from '../api/completeProviderProfile';
import {
  emptyProviderDetails,
  ProviderDetailsForm,
  type ProviderDetails,
  type ProviderDetailsValues,
} from '../components/ProviderDetailsForm';
import { ProviderDocumentsForm, type ProviderDocuments } from '../components/ProviderDocumentsForm';
import { SellerSignIn } from '../components/SellerSignIn';
import { ServicesStep } from '../components/ServicesStep';
import { StepHeader } from '../components/StepHeader';
import { useRegistrationOutcome } from '../hooks/useRegistrationOutcome';
import { submitProblem } from '../lib/errors';

/** Details, documents, services; see docs/decisions/006 and 012. */
const PROFILE_STEPS = 3;

type Stage =
  // sessionEnded: back to verifying because the session ended mid-registration.
  | { kind: 'verify'; sessionEnded: boolean }
  | { kind: 'details'; userId: string; mobile: string; values: ProviderDetailsValues }
  | { kind: 'documents'; userId: string; mobile: string; details: ProviderDetails }
  | { kind: 'services'; userId: string };

interface ServerProblem {
  files: Partial<Record<RegistrationFileField, string>>;
  message: string | null;
}
const noProblem: ServerProblem = { files: {}, message: null };

/**
 * SPEC 2 "Provider registration": phone and OTP, then 'Complete Your Profile' in two steps
 * (personal details, then documents), then /ProviderSuccess.
 */
export function ProviderRegistrationPage() {
  const { t } = useTranslation();
  const completeProfile = useCompleteProviderProfile();
  const [stage, setStage] = useState<Stage>({ kind: 'verify', sessionEnded: false });
  const outcome = useRegistrationOutcome(() => setStage({ kind: 'verify', sessionEnded: true }));
  const [documents, setDocuments] = useState<ProviderDocuments>({
    govtID: null,
    certification: null,
  });
  const [problem, setProblem] = useState<ServerProblem>(noProblem);

  const submit = async (userId: string, mobile: string, details: ProviderDetails) => {
    setProblem(noProblem);
    try {
      await completeProfile.mutateAsync({ details, mobile, ...documents });
      outcome.completed();
      setStage({ kind: 'services', userId });
    } catch (error) {
      if (outcome.failed(error)) return;
      const { fields, message } = submitProblem(error);
      const files = { govtID: fields.govtID, certification: fields.certification };
      // A file's problem shows on its picker; anything else (a detail from step 1) above the buttons.
      setProblem({ files, message: files.govtID || files.certification ? null : message });
    }
  };

  return (
    <Page title={t('registration.provider.title')} lead={t('registration.provider.lead')}>
      {stage.kind === 'verify' ? (
        <SellerSignIn
          userType="Provider"
          notice={stage.sessionEnded ? t('registration.sessionEnded') : null}
          onNewAccount={({ user }) =>
            setStage({
              kind: 'details',
              userId: user.id,
              mobile: user.mobile,
              values: emptyProviderDetails,
            })
          }
        />
      ) : (
        <section
          aria-labelledby="provider-profile-heading"
          className="w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="provider-profile-heading" className="mb-4 text-xl font-bold text-slate-900">
            {t('registration.provider.heading')}
          </h2>
          {stage.kind === 'details' ? (
            <>
              <StepHeader
                step={1}
                total={PROFILE_STEPS}
                title={t('registration.provider.detailsStep')}
              />
              <ProviderDetailsForm
                defaultValues={stage.values}
                onNext={(details) =>
                  setStage({
                    kind: 'documents',
                    userId: stage.userId,
                    mobile: stage.mobile,
                    details,
                  })
                }
              />
            </>
          ) : stage.kind === 'services' ? (
            <>
              <StepHeader step={3} total={PROFILE_STEPS} title={t('registration.services.title')} />
              <ServicesStep
                caregiver="Provider"
                userId={stage.userId}
                onFinish={() => void outcome.finish()}
              />
            </>
          ) : (
            <>
              <StepHeader
                step={2}
                total={PROFILE_STEPS}
                title={t('registration.provider.documentsStep')}
              />
              <ProviderDocumentsForm
                documents={documents}
                onDocumentsChange={(next) => {
                  setDocuments(next);
                  setProblem(noProblem);
                }}
                serverErrors={problem.files}
                problem={problem.message}
                isSubmitting={completeProfile.isPending}
                onBack={() =>
                  setStage({
                    kind: 'details',
                    userId: stage.userId,
                    mobile: stage.mobile,
                    values: stage.details,
                  })
                }
                onSubmit={() => void submit(stage.userId, stage.mobile, stage.details)}
              />
            </>
          )}
        </section>
      )}
    </Page>
  );
}
