import type { SellerBooking, SellerKind } from '@care/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { useBookingAction, useSellerBookings } from '../api/bookings';
import { useDashboardParams } from '../hooks/useDashboardParams';
import { errorText } from '../lib/text';
import { dashboardViews, pastViews, tabOf, type DashboardView } from '../lib/views';
import { AssignStaffDialog } from './AssignStaffDialog';
import { BookingCardActions, type BookingDialog } from './BookingCardActions';
import { BookingCodeDialog, type CodeStep } from './BookingCodeDialog';
import { CancelBookingDialog } from './CancelBookingDialog';
import { DeclineBookingDialog } from './DeclineBookingDialog';
import { SellerBookingCard, SellerBookingCardSkeleton } from './SellerBookingCard';
import { StatusTabs, tabId } from './StatusTabs';

export const DASHBOARD_PAGE_SIZE = 10;
const SKELETON_CARDS = 3;

/**
 * The dashboard's bookings: requests to answer and visits to start and end with the family's
 * codes, by status tab and page (both kept in the address), with the dialogs each action opens.
 */
export function BookingsPanel({ caregiver, userId }: { caregiver: SellerKind; userId: string }) {
  const { t } = useTranslation();
  const { view, page, setView, setPage } = useDashboardParams();
  const { status, empty } = dashboardViews[view];
  const bookings = useSellerBookings(caregiver, userId, {
    page,
    limit: DASHBOARD_PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  const accept = useBookingAction(caregiver);
  const [declining, setDeclining] = useState<SellerBooking | null>(null);
  const [cancelling, setCancelling] = useState<SellerBooking | null>(null);
  const [staffing, setStaffing] = useState<SellerBooking | null>(null);
  const [codeTarget, setCodeTarget] = useState<{ booking: SellerBooking; step: CodeStep } | null>(
    null,
  );
  const panelId = useId();
  const listTopRef = useRef<HTMLDivElement>(null);
  const activeTab = tabOf(view);

  const acceptBooking = (booking: SellerBooking) => {
    accept.mutate(
      { action: 'accept', bookingId: booking.id },
      {
        onSuccess: (envelope) =>
          toast.success(envelope.message ?? t('dashboard.bookings.accepted')),
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  };

  const openDialog = (booking: SellerBooking, dialog: BookingDialog) => {
    if (dialog === 'decline') setDeclining(booking);
    else if (dialog === 'cancel') setCancelling(booking);
    else if (dialog === 'staff') setStaffing(booking);
    else setCodeTarget({ booking, step: dialog });
  };

  const goToPage = (next: number) => {
    setPage(next);
    listTopRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const data = bookings.data;
  // The previous page stays on screen, dimmed, while the next one loads.
  const isUpdating = bookings.isPlaceholderData;

  return (
    <>
      <StatusTabs view={view} onChange={setView} panelId={panelId} />

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(panelId, activeTab.id)}
        aria-busy={bookings.isPending || isUpdating}
        className="pt-5"
      >
        {activeTab.id === 'past' ? <PastFilter view={view} onChange={setView} /> : null}
        <div ref={listTopRef} className="scroll-mt-24" />

        {bookings.isPending ? (
          <ul aria-hidden="true" className="space-y-4">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <SellerBookingCardSkeleton />
              </li>
            ))}
          </ul>
        ) : bookings.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-semibold text-red-800">{t('dashboard.bookings.loadError')}</p>
            <p className="mt-1 text-sm text-red-800">
              {errorText(bookings.error, t, t('dashboard.bookings.checkConnection'))}
            </p>
            <Button
              variant="secondary"
              className="mt-3"
              disabled={bookings.isFetching}
              onClick={() => void bookings.refetch()}
            >
              {bookings.isFetching ? t('dashboard.bookings.retrying') : t('dashboard.common.retry')}
            </Button>
          </div>
        ) : !data || data.bookings.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-slate-900">{t(`dashboard.empty.${empty}`)}</p>
          </div>
        ) : (
          <>
            <ul
              className={`space-y-4 transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
              aria-label={t('dashboard.sections.bookings')}
            >
              {data.bookings.map((booking) => (
                <li key={booking.id}>
                  <SellerBookingCard
                    booking={booking}
                    actions={
                      <BookingCardActions
                        booking={booking}
                        caregiver={caregiver}
                        accepting={accept.isPending && accept.variables?.bookingId === booking.id}
                        listedAt={bookings.dataUpdatedAt}
                        onAccept={() => acceptBooking(booking)}
                        onOpen={(dialog) => openDialog(booking, dialog)}
                      />
                    }
                    caregiver={caregiver}
                  />
                </li>
              ))}
            </ul>
            {data.pagination.totalPages > 1 ? (
              <div className="mt-6">
                <Pagination
                  label={t('dashboard.bookings.pages')}
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  onPageChange={goToPage}
                  disabled={bookings.isPlaceholderData}
                />
              </div>
            ) : null}
          </>
        )}
      </div>
      <DeclineBookingDialog
        caregiver={caregiver}
        booking={declining}
        onClose={() => setDeclining(null)}
      />
      <CancelBookingDialog
        caregiver={caregiver}
        booking={cancelling}
        onClose={() => setCancelling(null)}
      />
      <AssignStaffDialog booking={staffing} onClose={() => setStaffing(null)} />
      <BookingCodeDialog
        caregiver={caregiver}
        target={codeTarget}
        onClose={() => setCodeTarget(null)}
      />
    </>
  );
}

/** Under 'Past': cancelled bookings (by the family, the caregiver or expiry), or declined ones. */
function PastFilter({
  view,
  onChange,
}: {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('dashboard.past.label')} className="mb-4 flex flex-wrap gap-2">
      {pastViews.map((option) => {
        const pressed = option.view === view;
        return (
          <button
            key={option.view}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(option.view);
            }}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {t(`dashboard.past.${option.label}`)}
          </button>
        );
      })}
    </div>
  );
}
