import type { RegistrationFileField } from '@care/shared';
import { useState } from 'react';
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
import { SESSION_ENDED_NOTICE, submitProblem } from '../lib/errors';

/** Details, documents, services; see docs/decisions/006 and 012. */
const PROFILE_STEPS = 3;

type Stage =
  | { kind: 'verify'; notice: string | null }
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
  const completeProfile = useCompleteProviderProfile();
  const [stage, setStage] = useState<Stage>({ kind: 'verify', notice: null });
  const outcome = useRegistrationOutcome(() =>
    setStage({ kind: 'verify', notice: SESSION_ENDED_NOTICE }),
  );
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
    <Page
      title="Provider Registration"
      lead="Join as an individual caregiver: verify your mobile number, then complete your profile."
    >
      {stage.kind === 'verify' ? (
        <SellerSignIn
          userType="Provider"
          notice={stage.notice}
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
            Complete Your Profile
          </h2>
          {stage.kind === 'details' ? (
            <>
              <StepHeader step={1} total={PROFILE_STEPS} title="Personal details" />
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
              <StepHeader step={3} total={PROFILE_STEPS} title="Your services and prices" />
              <ServicesStep
                caregiver="Provider"
                userId={stage.userId}
                onFinish={() => void outcome.finish()}
              />
            </>
          ) : (
            <>
              <StepHeader step={2} total={PROFILE_STEPS} title="Government ID and certification" />
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
