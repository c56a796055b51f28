import { formatCareDate } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { bookingStatusTones } from '../../../components/bookings/bookingStatusTones';
import { useLanguage } from '../../../lib/i18n';
import { useFollowedBookings } from '../api/careJournal';
import { SectionCard } from '../components/SectionCard';

/**
 * "Care you follow": the bookings of the people a relative was invited to follow, each opening
 * its journal. Most families follow nobody, so the section appears only once there is something
 * in it (not while loading, and not when the list could not be had: My Bookings is the page's
 * business, this is an extra).
 */
export function FollowedCareSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const followed = useFollowedBookings();
  if (!followed.data || followed.data.length === 0) return null;

  return (
    <SectionCard title={t('familyJournal.followed.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('familyJournal.followed.explain')}</p>
      <ul className="space-y-3">
        {followed.data.map((booking) => (
          <li key={booking.id}>
            <article className="rounded-xl border border-slate-200 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-slate-900">
                    {booking.member.name}
                  </h3>
                  <p className="text-sm break-words text-slate-600">{booking.serviceName}</p>
                </div>
                <StatusBadge tone={bookingStatusTones[booking.status]}>
                  {t(`components.bookingStatus.${booking.status}`)}
                </StatusBadge>
              </div>
              <p className="mt-2 text-sm text-slate-700">
                {t('familyJournal.page.dates', {
                  from: formatCareDate(booking.startDate, language),
                  to: formatCareDate(booking.endDate, language),
                })}
              </p>
              <p className="text-sm text-slate-700">
                {t('familyJournal.page.caregiver', { name: booking.caregiverName })}
              </p>
              {booking.ownerName ? (
                <p className="text-sm text-slate-600">
                  {t('familyJournal.followed.invitedBy', { name: booking.ownerName })}
                </p>
              ) : null}
              <ButtonLink
                to={`/care-journal/${booking.id}`}
                variant="secondary"
                className="mt-3 w-full sm:w-auto"
                aria-label={t('familyJournal.followed.openLabel', { name: booking.member.name })}
              >
                {t('familyJournal.followed.open')}
              </ButtonLink>
            </article>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
