import { careFitWarning, checkDateRange, idSchema, type FamilyMember } from '@care/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Page } from '../../../components/ui/Page';
import { RedirectWhenSignedOut } from '../../../components/RedirectWhenSignedOut';
import { isNotFound } from '../../../lib/queries/retry';
import { useFamilyMembers } from '../../../lib/queries/familyMembers';
import { customerKeys } from '../../../lib/queries/customerKeys';
import { useSellerOfferings } from '../../../lib/queries/sellers';
import { useSellerName } from '../api/seller';
import { useWallet } from '../../../lib/queries/wallet';
import { useBookingCheckout } from '../hooks/useBookingCheckout';
import {
  type FormStep,
  type SellerKind,
  type WizardSelection,
  type WizardStep,
} from '../model/types';
import { priceOf, stepIssue, toDraft, unavailableIssue, type WizardProblem } from '../model/wizard';
import { useUnavailableDates } from '../api/availability';
import { AddFamilyMemberDialog } from './AddFamilyMemberDialog';
import { CheckoutNoticeBox } from './CheckoutNoticeBox';
import { DatesStep } from './DatesStep';
import { FamilyMemberStep } from './FamilyMemberStep';
import { ReviewStep } from './ReviewStep';
import { ServiceStep, ServiceStepSkeleton } from './ServiceStep';
import { StepIndicator } from './StepIndicator';
import { SuccessStep } from './SuccessStep';
import { useFitWarningText, useProblemText } from './useProblemText';

const COPY = {
  Provider: {
    title: 'booking.wizard.providerTitle',
    notFound: 'booking.wizard.providerNotFound',
    listPath: '/service',
  },
  Company: {
    title: 'booking.wizard.companyTitle',
    notFound: 'booking.wizard.companyNotFound',
    listPath: '/company-service',
  },
} as const;

const EMPTY_SELECTION: WizardSelection = {
  offeringId: null,
  startDate: '',
  endDate: '',
  familyMemberId: null,
};

/** The dates of the address, when they are a range one could book; else none. */
function withDatesFrom(selection: WizardSelection, params: URLSearchParams): WizardSelection {
  const startDate = params.get('from') ?? '';
  const endDate = params.get('to') ?? '';
  return checkDateRange(startDate, endDate) === null
    ? { ...selection, startDate, endDate }
    : selection;
}

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

interface BookingWizardProps {
  kind: SellerKind;
  sellerId: string;
}

/**
 * The booking wizard of SPEC section 2, for an individual caregiver (providerSvcId) or a
 * partner company (companySvcId): service, dates, family member, review and payment, success.
 */
export function BookingWizard({ kind, sellerId }: BookingWizardProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const fitWarningText = useFitWarningText();
  const copy = COPY[kind];
  const title = t(copy.title);
  // A malformed id cannot exist: say so without asking the server.
  const validId = idSchema.safeParse(sellerId).success;
  const offerings = useSellerOfferings(kind, sellerId, validId);
  const sellerName = useSellerName(kind, sellerId, validId);
  const members = useFamilyMembers();
  const checkout = useBookingCheckout();
  const queryClient = useQueryClient();

  const [step, setStep] = useState<FormStep>(1);
  // Dates chosen on the list ('free on these dates') arrive as ?from=&to= and fill the dates step.
  const [searchParams] = useSearchParams();
  const [selection, setSelection] = useState<WizardSelection>(() =>
    withDatesFrom(EMPTY_SELECTION, searchParams),
  );
  // Asked for as soon as a service is chosen, so the calendar is ready when step 2 opens.
  const unavailable = useUnavailableDates(kind, selection.offeringId);
  const [problem, setProblem] = useState<WizardProblem | null>(null);
  const [addingMember, setAddingMember] = useState(false);
  // Read from step 3 on, so the review knows the balance as soon as it opens.
  const wallet = useWallet(step >= 3);
  // When the wallet holds part of the total, it pays that part unless the family says no.
  const [useWalletPart, setUseWalletPart] = useState(true);

  const shownStep: WizardStep = checkout.booking ? 5 : step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    // Moving between steps announces the new one; the first render keeps the page's focus.
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shownStep]);

  const offering = offerings.data?.find((item) => item.id === selection.offeringId);
  const member = members.data?.find((item) => item.id === selection.familyMemberId);
  const { days, total } = priceOf(selection, offering);
  // Childcare for an adult, elder care for a child: usually the wrong person chosen.
  const categoryName = offering?.service.category?.name;
  const fitWarning = member
    ? fitWarningText(careFitWarning(categoryName, member), categoryName, member)
    : null;
  const [fitConfirmedFor, setFitConfirmedFor] = useState<string | null>(null);
  const fitKey = `${selection.offeringId}:${selection.familyMemberId}`;
  const fitConfirmed = fitConfirmedFor === fitKey;

  const choose = (patch: Partial<WizardSelection>) => {
    const next = { ...selection, ...patch };
    setSelection(next);
    // Dates that include a day the caregiver cannot take are named at once, not at payment.
    setProblem(step === 2 ? unavailableIssue(next, unavailable.data ?? []) : null);
    checkout.clearNotice();
  };

  const goNext = () => {
    const found: WizardProblem | null =
      stepIssue(step, selection, undefined, unavailable.data) ??
      (step === 3 && fitWarning && !fitConfirmed ? { kind: 'confirmFit' } : null);
    setProblem(found);
    if (!found && step < 4) setStep((step + 1) as FormStep);
  };

  const goBack = () => {
    setProblem(null);
    setStep((current) => (current > 1 ? ((current - 1) as FormStep) : current));
  };

  const confirmAndPay = () => {
    const draft = toDraft(kind, selection);
    if (!draft || !offering) {
      setProblem({ kind: 'spec', key: draft ? 'selectService' : 'selectFamilyMember' });
      return;
    }
    void checkout.confirm({
      draft,
      total,
      days,
      serviceName: offering.service.name,
      useWallet: useWalletPart,
    });
  };

  const memberAdded = (added: FamilyMember) => {
    // Show the new member at once; the list refetch that follows confirms it.
    queryClient.setQueryData<FamilyMember[]>(customerKeys.familyMembers(), (list) =>
      list && !list.some((item) => item.id === added.id) ? [...list, added] : list,
    );
    choose({ familyMemberId: added.id });
    setAddingMember(false);
  };

  const lead = sellerName ? t('booking.wizard.with', { name: sellerName }) : '\u00a0';

  if (!validId || offerings.isError) {
    const missing = !validId || isNotFound(offerings.error);
    return (
      <Page title={title} width="prose" lead={lead}>
        <RedirectWhenSignedOut />
        <div role="alert" className={cardClasses}>
          <p className="text-slate-800">
            {missing ? t(copy.notFound) : t('booking.wizard.loadFailed')}
          </p>
          <div className="mt-4">
            {missing ? (
              <ButtonLink to={copy.listPath}>{t('booking.wizard.browseServices')}</ButtonLink>
            ) : (
              <Button onClick={() => void offerings.refetch()}>
                {t('booking.wizard.tryAgain')}
              </Button>
            )}
          </div>
        </div>
      </Page>
    );
  }

  return (
    <Page title={title} width="prose" lead={lead}>
      <RedirectWhenSignedOut />
      <section
        aria-labelledby="booking-step-heading"
        aria-busy={checkout.isBusy}
        className={cardClasses}
      >
        {shownStep === 5 && checkout.booking ? (
          <SuccessStep booking={checkout.booking} headingRef={headingRef} />
        ) : (
          <>
            <StepIndicator step={shownStep} />
            <h2
              id="booking-step-heading"
              ref={headingRef}
              tabIndex={-1}
              className="mt-6 mb-4 text-xl font-semibold text-slate-900 outline-none"
            >
              {t(`booking.steps.title${step}`)}
            </h2>

            {step === 1 ? (
              offerings.isPending ? (
                <ServiceStepSkeleton />
              ) : (
                <ServiceStep
                  offerings={offerings.data}
                  selectedId={selection.offeringId}
                  onSelect={(offeringId) => choose({ offeringId })}
                />
              )
            ) : null}

            {step === 2 ? (
              <DatesStep
                startDate={selection.startDate}
                endDate={selection.endDate}
                onChange={choose}
                days={days}
                total={total}
                unavailable={unavailable}
              />
            ) : null}

            {step === 3 ? (
              <FamilyMemberStep
                members={members.data}
                isPending={members.isPending}
                isError={members.isError}
                onRetry={() => void members.refetch()}
                selectedId={selection.familyMemberId}
                onSelect={(familyMemberId) => choose({ familyMemberId })}
                onAddMember={() => setAddingMember(true)}
                fitWarning={fitWarning}
                fitConfirmed={fitConfirmed}
                onConfirmFit={(confirmed) => {
                  setFitConfirmedFor(confirmed ? fitKey : null);
                  setProblem(null);
                }}
              />
            ) : null}

            {step === 4 ? (
              offering && member ? (
                <ReviewStep
                  offering={offering}
                  sellerName={sellerName}
                  member={member}
                  startDate={selection.startDate}
                  endDate={selection.endDate}
                  days={days}
                  total={total}
                  walletBalance={wallet.data?.balance}
                  useWallet={useWalletPart}
                  onUseWalletChange={setUseWalletPart}
                />
              ) : (
                <p className="text-slate-700">{t('booking.wizard.choiceChanged')}</p>
              )
            ) : null}

            {step === 4 && checkout.notice ? (
              <div className="mt-4">
                <CheckoutNoticeBox notice={checkout.notice} />
              </div>
            ) : null}

            {problem ? (
              <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
                {problemText(problem)}
              </p>
            ) : null}

            <div className="mt-6 flex gap-3 border-t border-slate-100 pt-5">
              <Button
                variant="secondary"
                className="shrink-0 sm:min-w-28"
                onClick={goBack}
                disabled={step === 1 || checkout.isBusy}
              >
                {t('booking.wizard.back')}
              </Button>
              <Button
                className="flex-1 sm:ml-auto sm:max-w-64"
                onClick={step === 4 ? confirmAndPay : goNext}
                disabled={checkout.isBusy}
              >
                {step < 4
                  ? t('booking.wizard.continue')
                  : checkout.isBusy
                    ? t('booking.wizard.processing')
                    : t('booking.wizard.confirmAndPay')}
              </Button>
            </div>
          </>
        )}
      </section>

      <AddFamilyMemberDialog
        open={addingMember}
        onClose={() => setAddingMember(false)}
        onAdded={memberAdded}
      />
      {checkout.paymentDialog}
    </Page>
  );
}
