import { formatPaise, type AdminBookingDetail } from '@care/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { useAdminBooking } from '../api/bookings';
import { useOperator } from '../api/operator';
import { formatInstant } from '../components/formatting';
import { RecordFallback } from '../components/RecordFallback';
import { CancelCard, RefundCard } from './BookingActions';
import { BookingHistory, BookingMessages, LedgerLines, Section } from './BookingRecords';
import { BookingStatusBadge, careDates, familyPath, sellerPath } from './BookingsTable';
import { CareRecordSection } from './CareRecordSection';

/**
 * One booking for the operator: who and what, where its money is, every status it took, every
 * message it sent and every ledger line; the refund and cancel an operator may make; and its
 * care record, read only on request with a recorded reason.
 */
export function BookingPage() {
  const { id = '' } = useParams();
  const booking = useAdminBooking(id);
  const operator = useOperator();

  if (!booking.data) {
    return (
      <RecordFallback
        error={booking.error}
        back={{ to: '/admin/bookings', label: 'Back to bookings' }}
        blocks={['h-40', 'h-64']}
      />
    );
  }
  const b = booking.data;
  return (
    <article aria-labelledby="booking-heading" className="space-y-4">
      <Link to="/admin/bookings" className="inline-flex min-h-11 items-center text-sm underline">
        ← Bookings
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="booking-heading" className="text-2xl font-bold">
          {b.serviceName}, {careDates(b)}
        </h1>
        <BookingStatusBadge status={b.status} />
      </header>
      <p className="text-sm text-slate-600">
        Booking {b.id} · booked {formatInstant(b.createdAt)}
      </p>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Details">
          <Facts booking={b} />
        </Section>
        <Section title="Money">
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <Fact label="Paid">{formatPaise(b.money.paid)}</Fact>
            <Fact label="Refunded so far">{formatPaise(b.money.refunded)}</Fact>
            <Fact label="Still held">{formatPaise(b.money.held)}</Fact>
            <Fact label="Refundable now">{formatPaise(b.money.refundable)}</Fact>
            <Fact label="Price per day">{formatPaise(b.pricePerDay)}</Fact>
            <Fact label="Commission">{b.commissionBps / 100}%</Fact>
          </dl>
        </Section>
      </div>

      {operator.data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <RefundCard booking={b} limitPaise={operator.data.refundLimitPaise} />
          {b.canCancel ? <CancelCard booking={b} /> : null}
        </div>
      ) : null}

      {/* Keyed by booking: another booking's page never shows this one's care record. */}
      <CareRecordSection key={b.id} bookingId={b.id} />

      <Section title="History">
        <BookingHistory events={b.history} />
      </Section>
      <Section title="Messages">
        <BookingMessages messages={b.notifications} />
      </Section>
      <Section title="Ledger">
        <LedgerLines lines={b.ledger} />
      </Section>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 uppercase">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Facts({ booking: b }: { booking: AdminBookingDetail }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <Fact label="Family">
        <Link to={familyPath(b.family.id)} className="text-brand-800 underline">
          {b.family.name ?? 'No name yet'}
        </Link>{' '}
        <span className="font-normal text-slate-600">{b.family.mobile}</span>
        {b.family.suspendedAt ? (
          <span className="ml-2">
            <StatusBadge tone="danger">Suspended</StatusBadge>
          </span>
        ) : null}
      </Fact>
      <Fact label="Cared for">
        {b.patient.name}, {b.patient.age} ({b.patient.relation}, {b.patient.gender})
      </Fact>
      <Fact label={b.caregiver.kind === 'Company' ? 'Company' : 'Caregiver'}>
        <Link to={sellerPath(b.caregiver)} className="text-brand-800 underline">
          {b.caregiver.name ?? 'No name yet'}
        </Link>{' '}
        <span className="font-normal text-slate-600">{b.caregiver.mobile}</span>
        {b.caregiver.suspendedAt ? (
          <span className="ml-2">
            <StatusBadge tone="danger">Suspended</StatusBadge>
          </span>
        ) : null}
      </Fact>
      <Fact label="Days">
        {b.days} × {formatPaise(b.pricePerDay)} = {formatPaise(b.total)}
      </Fact>
      {b.staff ? (
        <Fact label="Carer sent">
          {b.staff.name}
          {b.staff.phone ? `, ${b.staff.phone}` : ''}
        </Fact>
      ) : null}
      {b.cancelledAt ? (
        <Fact label="Cancelled">
          {formatInstant(b.cancelledAt)} by {b.cancelledBy ?? 'unknown'}
          {b.cancelReason ? `: ${b.cancelReason}` : ''}
        </Fact>
      ) : null}
    </dl>
  );
}
