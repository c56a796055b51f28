import { formatCareDate, formatPaise, type SellerKind, type SellerRecord } from '@care/shared';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { useSellerRecord } from '../api/people';
import { Section } from '../bookings/BookingRecords';
import { BookingsTable, statusLabels } from '../bookings/BookingsTable';
import { formatInstant } from '../components/formatting';
import { RecordFallback } from '../components/RecordFallback';
import { SellerDocument } from '../verification/SellerDocument';
import { PersonStatus } from './PeoplePage';
import { SuspensionCard } from './SuspensionCard';

/**
 * A caregiver's or a company's record: who they are, whether they are listed, what they have
 * still open, how they work (bookings, their own cancellations), what families say, their
 * documents and their money.
 */
export function SellerRecordPage() {
  const params = useParams();
  const type: SellerKind = params.type === 'Company' ? 'Company' : 'Provider';
  const record = useSellerRecord(type, params.id ?? '');

  if (!record.data) {
    return (
      <RecordFallback error={record.error} back={{ to: '/admin/people', label: '← People' }} />
    );
  }
  const s = record.data;
  const name = s.name ?? 'No name yet';
  return (
    <article aria-labelledby="seller-heading" className="space-y-4">
      <Link to="/admin/people" className="inline-flex min-h-11 items-center text-sm underline">
        ← People
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="seller-heading" className="text-2xl font-bold">
          {name}
        </h1>
        <span className="text-sm text-slate-600">
          {s.kind === 'Company' ? 'Company' : 'Caregiver'}
        </span>
        <PersonStatus person={s} />
        <StatusBadge tone={s.isActive ? 'success' : 'neutral'}>
          {s.isActive ? (s.isOnline ? 'Listed, online' : 'Listed, offline') : 'Unlisted'}
        </StatusBadge>
      </header>
      <p className="text-sm text-slate-600">
        {s.mobile}
        {s.email ? ` · ${s.email}` : ''}
        {s.address ? ` · ${s.address}` : ''}
        {s.pincode ? ` ${s.pincode}` : ''} · joined {formatInstant(s.createdAt)}
      </p>

      <SuspensionCard
        kind={s.kind}
        id={s.id}
        name={name}
        suspendedAt={s.suspendedAt}
        suspensionReason={s.suspensionReason}
      />

      <OpenBookings record={s} />

      <div className="grid gap-4 lg:grid-cols-3">
        <Section title="Bookings">
          {s.bookingCounts.length === 0 ? (
            <p className="text-sm text-slate-600">No bookings yet.</p>
          ) : (
            <ul className="text-sm">
              {s.bookingCounts.map((c) => (
                <li key={c.status}>
                  {statusLabels[c.status]}: <strong>{c.count}</strong>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Rating">
          <p className="text-sm">
            {s.rating.count === 0
              ? 'Not rated yet.'
              : `${s.rating.average.toFixed(1)} of 5 from ${s.rating.count} review${s.rating.count === 1 ? '' : 's'}`}
          </p>
        </Section>
        <Section title="Money">
          <dl className="text-sm">
            <div>Held for bookings: {formatPaise(s.money.held)}</div>
            <div>Available to pay out: {formatPaise(s.money.available)}</div>
            <div>Payouts on their way: {formatPaise(s.money.inTransit)}</div>
          </dl>
        </Section>
      </div>

      <Section title={`Cancellations by them (${s.cancellationCount})`}>
        {s.cancellations.length === 0 ? (
          <p className="text-sm text-slate-600">They have not called off any care.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {s.cancellations.map((c) => (
              <li key={c.bookingId} className="py-2">
                <Link to={`/admin/bookings/${c.bookingId}`} className="text-brand-800 underline">
                  {c.serviceName}, {formatCareDate(c.startDate)}
                </Link>
                {c.reason ? ` — “${c.reason}”` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Reviews">
        {s.reviews.length === 0 ? (
          <p className="text-sm text-slate-600">No reviews yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {s.reviews.map((r) => (
              <li key={r.bookingId} className="py-2">
                <strong>{r.rating} / 5</strong> from {r.familyName ?? 'a family'} ·{' '}
                {formatInstant(r.createdAt)}
                {r.comment ? <p>{r.comment}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Documents">
        {s.documents.length === 0 ? (
          <p className="text-sm text-slate-600">No documents uploaded.</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            {s.documents.map((document) => (
              <SellerDocument key={document.id} document={document} owner={name} />
            ))}
          </div>
        )}
      </Section>

      <Section title="Payouts">
        {s.payouts.length === 0 ? (
          <p className="text-sm text-slate-600">No payouts yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {s.payouts.map((p) => (
              <li key={p.id} className="py-2">
                {formatPaise(p.amount)} to {p.destinationLabel} · {p.status.toLowerCase()} ·{' '}
                {formatInstant(p.createdAt)}
                {p.failureReason ? ` · ${p.failureReason}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Latest bookings">
        {s.recentBookings.length === 0 ? (
          <p className="text-sm text-slate-600">No bookings yet.</p>
        ) : (
          <BookingsTable label="Latest bookings" rows={s.recentBookings} />
        )}
      </Section>
    </article>
  );
}

/** Requests and accepted care still open: what a suspension leaves the operator to resolve. */
function OpenBookings({ record }: { record: SellerRecord }) {
  if (record.openBookings.length === 0) return null;
  return (
    <Section
      title={record.suspendedAt ? 'Open bookings to resolve' : 'Open requests and accepted care'}
    >
      {record.suspendedAt ? (
        <p className="mb-2 text-sm">
          Families are counting on these. Open each to cancel it (the family is refunded in full) or
          to leave it with the caregiver.
        </p>
      ) : null}
      <BookingsTable label="Open bookings" rows={record.openBookings} />
    </Section>
  );
}
