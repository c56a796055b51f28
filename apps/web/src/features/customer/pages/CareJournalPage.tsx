import { formatCareDate, type Journal } from '@care/shared';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Page } from '../../../components/ui/Page';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { bookingStatusTones } from '../../../components/bookings/bookingStatusTones';
import { ApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useJournal } from '../api/careJournal';
import { LoadError } from '../components/SectionCard';
import { JournalDayCard } from '../journal/JournalDayCard';
import { ReadingsCharts } from '../journal/ReadingsCharts';

/**
 * A booking's care journal for the family: each day's check-in and check-out (with the day's
 * codes for the family who booked), what the caregiver wrote, and the readings as charts. An
 * invited relative sees the same, read-only and without codes.
 */
export function CareJournalPage() {
  const { t } = useTranslation();
  const { bookingId = '' } = useParams();
  const journal = useJournal(bookingId);
  const title = journal.data
    ? t('familyJournal.page.heading', { name: journal.data.booking.memberName })
    : t('familyJournal.page.title');

  return (
    <Page title={title} width="prose">
      <ButtonLink to="/profile" variant="ghost" className="mb-4">
        ← {t('familyJournal.page.back')}
      </ButtonLink>
      {journal.isPending ? (
        <JournalSkeleton />
      ) : journal.isError ? (
        journal.error instanceof ApiError &&
        (journal.error.status === 403 || journal.error.status === 404) ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {userErrorMessage(journal.error, t('familyJournal.page.notYours'))}
          </p>
        ) : (
          <LoadError onRetry={() => void journal.refetch()}>
            {t('familyJournal.page.loadError')}
          </LoadError>
        )
      ) : (
        <JournalView journal={journal.data} />
      )}
    </Page>
  );
}

function JournalView({ journal }: { journal: Journal }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { booking, viewer, days } = journal;
  const isOwner = viewer === 'owner';

  return (
    <div className="space-y-5">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{booking.serviceName}</p>
            <p className="text-sm text-slate-600">
              {t('familyJournal.page.caregiver', { name: booking.caregiverName })}
            </p>
            <p className="text-sm text-slate-600">
              {t('familyJournal.page.dates', {
                from: formatCareDate(booking.startDate, language),
                to: formatCareDate(booking.endDate, language),
              })}
            </p>
          </div>
          <StatusBadge tone={bookingStatusTones[booking.status]}>
            {t(`components.bookingStatus.${booking.status}`)}
          </StatusBadge>
        </div>
        {isOwner ? (
          <>
            <p className="mt-3 text-sm text-slate-700">{t('familyJournal.page.codesExplained')}</p>
            <ButtonLink
              to={`/care-profile/${booking.memberId}`}
              variant="secondary"
              className="mt-3"
            >
              {t('familyJournal.page.manageCircle', { name: booking.memberName })}
            </ButtonLink>
          </>
        ) : (
          <p className="mt-3 rounded-lg bg-sky-50 p-3 text-sm font-medium text-sky-900">
            {t('familyJournal.page.readOnly')}
          </p>
        )}
      </div>
      <ReadingsCharts days={days} />
      <div className="space-y-3">
        {days.map((day, index) => (
          <JournalDayCard
            key={day.date}
            day={day}
            isFirst={index === 0}
            isLast={index === days.length - 1}
            showCodes={isOwner}
          />
        ))}
      </div>
    </div>
  );
}

function JournalSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <Skeleton className="h-32 w-full rounded-2xl" />
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-28 w-full rounded-2xl" />
      ))}
    </div>
  );
}
