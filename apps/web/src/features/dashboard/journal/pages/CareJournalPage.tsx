import {
  formatCareDate,
  type JournalEntry,
  type SellerJournal,
  type SellerKind,
} from '@care/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { useCaregiverSession } from '../../hooks/useCaregiverSession';
import { errorText } from '../../lib/text';
import { useSellerJournal, type DayCodeStep } from '../api/journal';
import { DayCodeDialog } from '../components/DayCodeDialog';
import { JournalDays } from '../components/JournalDays';
import { JournalEntryForm } from '../components/JournalEntryForm';
import { TodayPanel } from '../components/TodayPanel';
import { DocumentHead } from '../../../../components/ui/DocumentHead';

/**
 * /ProviderDashboard/care-journal/:bookingId: the caregiver's day on one booking, on a phone at
 * the door: today's check-in and check-out with the family's codes, the day's entry, and the
 * days so far with their entries (corrected for 24 hours).
 */
export function CareJournalPage() {
  const session = useCaregiverSession();
  const { bookingId = '' } = useParams();
  if (!session) return <Navigate to="/login-dashboard" replace />;
  return <CareJournal key={bookingId} caregiver={session.caregiver} bookingId={bookingId} />;
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <DocumentHead title={t('caregiverJournal.page.title', { brand: t('brand.name') })} />
      <ButtonLink variant="ghost" to="/ProviderDashboard" className="-ml-4">
        <span aria-hidden="true">←</span> {t('caregiverJournal.page.back')}
      </ButtonLink>
      {children}
    </div>
  );
}

function CareJournal({ caregiver, bookingId }: { caregiver: SellerKind; bookingId: string }) {
  const { t } = useTranslation();
  const journal = useSellerJournal(caregiver, bookingId);

  if (journal.isPending) {
    return (
      <Shell>
        <JournalSkeleton />
      </Shell>
    );
  }
  if (journal.isError) {
    return (
      <Shell>
        <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-red-800">{t('caregiverJournal.page.loadError')}</p>
          <p className="mt-1 text-sm text-red-800">{errorText(journal.error, t)}</p>
          <Button
            variant="secondary"
            className="mt-3"
            disabled={journal.isFetching}
            onClick={() => void journal.refetch()}
          >
            {t('caregiverJournal.page.retry')}
          </Button>
        </div>
      </Shell>
    );
  }
  return (
    <Shell>
      <JournalView caregiver={caregiver} journal={journal.data} readAt={journal.dataUpdatedAt} />
    </Shell>
  );
}

/** Which form is open: a new entry for a day (usually today), or the correction of one entry. */
type Editing = { kind: 'new'; date: string } | { kind: 'correct'; entry: JournalEntry } | null;

interface JournalViewProps {
  caregiver: SellerKind;
  journal: SellerJournal;
  /** When the journal was read, for which entries may still be corrected. */
  readAt: number;
}

function JournalView({ caregiver, journal, readAt }: JournalViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [codeStep, setCodeStep] = useState<DayCodeStep | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  // The journal's clock when the server gives it (an E2E may move it), else the phone's.
  const today = journal.today;
  const start = formatCareDate(journal.startDate, language);
  const end = formatCareDate(journal.endDate, language);
  const dates = start === end ? start : t('dashboard.card.dates', { start, end });

  const formTitle = (date: string, entry: JournalEntry | null) =>
    entry
      ? t('caregiverJournal.form.correcting')
      : date === today
        ? t('caregiverJournal.form.heading')
        : t('caregiverJournal.form.headingFor', { date: formatCareDate(date, language) });
  const form = (date: string, entry: JournalEntry | null) => (
    <section
      aria-label={formTitle(date, entry)}
      className="rounded-2xl border border-brand-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{formTitle(date, entry)}</h2>
      <JournalEntryForm
        caregiver={caregiver}
        journal={journal}
        date={date}
        entry={entry}
        onDone={() => setEditing(null)}
      />
    </section>
  );

  return (
    <>
      <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900">
        {t('caregiverJournal.page.heading', { name: journal.memberName })}
      </h1>
      <p className="mt-1 text-slate-600">{dates}</p>
      <p className="mt-2 mb-5 text-sm text-slate-600">{t('caregiverJournal.page.lead')}</p>

      <TodayPanel
        journal={journal}
        today={today}
        writing={editing !== null}
        onCode={setCodeStep}
        onWrite={() => setEditing({ kind: 'new', date: today })}
      />
      {editing?.kind === 'new' && editing.date === today ? (
        <div className="mt-4">{form(today, null)}</div>
      ) : null}

      <JournalDays
        journal={journal}
        today={today}
        readAt={readAt}
        writing={editing !== null}
        correcting={editing?.kind === 'correct' ? editing.entry.id : null}
        onCorrect={(entry) => setEditing({ kind: 'correct', entry })}
        renderCorrection={(entry) => form(entry.date, entry)}
        writingDate={editing?.kind === 'new' && editing.date !== today ? editing.date : null}
        onWrite={(date) => setEditing({ kind: 'new', date })}
        renderNew={(date) => form(date, null)}
      />

      <DayCodeDialog
        caregiver={caregiver}
        bookingId={journal.bookingId}
        description={`${journal.memberName}, ${formatCareDate(today, language)}`}
        step={codeStep}
        onClose={() => setCodeStep(null)}
      />
    </>
  );
}

/** The page's outline while the journal loads: heading, today's panel, a day. */
function JournalSkeleton() {
  return (
    <div aria-hidden="true" className="mt-2">
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="mt-2 h-5 w-48" />
      <Skeleton className="mt-5 h-40 w-full rounded-2xl" />
      <Skeleton className="mt-8 h-6 w-40" />
      <Skeleton className="mt-3 h-32 w-full rounded-2xl" />
    </div>
  );
}
