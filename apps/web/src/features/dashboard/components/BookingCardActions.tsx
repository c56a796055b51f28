import {
  allowedActions,
  formatCareDate,
  JOURNAL_LIMITS,
  todayInIndia,
  type SellerBooking,
  type SellerKind,
} from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { useLanguage } from '../../../lib/i18n';
import type { CodeStep } from './BookingCodeDialog';

const HOUR = 60 * 60 * 1000;
/** Full width on a phone, their own width from the small breakpoint. */
const GROW = 'flex-1 sm:flex-none';
const DANGER = `${GROW} border-red-200 text-red-800 hover:bg-red-50`;

/** The dialogs a booking card's buttons open, or the code step they ask for. */
export type BookingDialog = 'decline' | 'cancel' | 'staff' | CodeStep;

interface BookingCardActionsProps {
  booking: SellerBooking;
  caregiver: SellerKind;
  /** This booking's acceptance is on its way. */
  accepting: boolean;
  /** When the list was fetched: the journal stays open for a day after the care, by that clock. */
  listedAt: number;
  onAccept: () => void;
  onOpen: (dialog: BookingDialog) => void;
}

/**
 * A booking card's buttons: what the booking status graph lets this caregiver do next, plus a
 * company's staff and the journal's links. Nothing when there is nothing to do.
 */
export function BookingCardActions({
  booking,
  caregiver,
  accepting,
  listedAt,
  onAccept,
  onOpen,
}: BookingCardActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const buttons = allowedActions(booking.status, caregiver).flatMap((action) => {
    switch (action) {
      case 'accept':
        return (
          <Button key={action} className={GROW} disabled={accepting} onClick={onAccept}>
            {accepting ? t('dashboard.bookings.accepting') : t('dashboard.bookings.accept')}
          </Button>
        );
      case 'decline':
        return (
          <Button
            key={action}
            variant="secondary"
            className={DANGER}
            disabled={accepting}
            onClick={() => onOpen('decline')}
          >
            {t('dashboard.bookings.decline')}
          </Button>
        );
      case 'cancel':
        return (
          <Button
            key={action}
            variant="secondary"
            className={DANGER}
            onClick={() => onOpen('cancel')}
          >
            {t('dashboard.bookings.cancel')}
          </Button>
        );
      case 'start':
        // The server refuses a start before the first day; say when instead of offering it.
        if (booking.startDate > todayInIndia()) {
          return (
            <p key={action} className="text-sm text-slate-600">
              {t('dashboard.bookings.startOn', {
                date: formatCareDate(booking.startDate, language),
              })}
            </p>
          );
        }
        return (
          <Button key={action} className={GROW} onClick={() => onOpen('start')}>
            {t('dashboard.bookings.startVisit')}
          </Button>
        );
      case 'complete':
        // Running care: each day is checked in and out, and written up, on the journal page;
        // the end code (the last day's check-out) completes it from here too.
        return [
          <ButtonLink
            key="journal"
            className={GROW}
            to={`/ProviderDashboard/care-journal/${booking.id}`}
          >
            {t('caregiverJournal.card.openJournal')}
          </ButtonLink>,
          <Button
            key={action}
            variant={booking.endDate > todayInIndia() ? 'secondary' : 'primary'}
            className={GROW}
            onClick={() => onOpen('complete')}
          >
            {t('dashboard.bookings.complete')}
          </Button>,
        ];
      default:
        return null; // the system's own action (expire) is not offered here
    }
  });
  // A company says who it sends, once the care is accepted and until it is over.
  if (caregiver === 'Company' && ['ACCEPTED', 'IN_PROGRESS'].includes(booking.status)) {
    buttons.push(
      <Button key="staff" variant="secondary" className={GROW} onClick={() => onOpen('staff')}>
        {booking.staff ? t('dashboard.bookings.changeStaff') : t('dashboard.bookings.assignStaff')}
      </Button>,
    );
  }
  // The journal stays open for a day after the care, so the last day can still be written up.
  if (
    booking.status === 'COMPLETED' &&
    booking.completedAt &&
    listedAt - Date.parse(booking.completedAt) < JOURNAL_LIMITS.editHours * HOUR
  ) {
    buttons.push(
      <ButtonLink
        key="journal"
        variant="secondary"
        className={GROW}
        to={`/ProviderDashboard/care-journal/${booking.id}`}
      >
        {t('caregiverJournal.card.finishJournal')}
      </ButtonLink>,
    );
  }
  return buttons.some(Boolean) ? <>{buttons}</> : null;
}
