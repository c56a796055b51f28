import { formatPaise } from '@care/shared';
import { Link, useParams } from 'react-router';
import { useFamilyRecord } from '../api/people';
import { Section } from '../bookings/BookingRecords';
import { BookingsTable } from '../bookings/BookingsTable';
import { formatInstant } from '../components/formatting';
import { RecordFallback } from '../components/RecordFallback';
import { PersonStatus } from './PeoplePage';
import { SuspensionCard } from './SuspensionCard';

/** A family: who they are, whom they book care for, their bookings and their wallet. */
export function FamilyPage() {
  const { id = '' } = useParams();
  const record = useFamilyRecord(id);

  if (!record.data) {
    return (
      <RecordFallback error={record.error} back={{ to: '/admin/people', label: '← People' }} />
    );
  }
  const f = record.data;
  const name = f.name ?? 'No name yet';
  return (
    <article aria-labelledby="family-heading" className="space-y-4">
      <Link to="/admin/people" className="inline-flex min-h-11 items-center text-sm underline">
        ← People
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="family-heading" className="text-2xl font-bold">
          {name}
        </h1>
        <span className="text-sm text-slate-600">Family</span>
        <PersonStatus person={f} />
      </header>
      <p className="text-sm text-slate-600">
        {f.mobile}
        {f.email ? ` · ${f.email}` : ''}
        {f.address ? ` · ${f.address}` : ''}
        {f.pincode ? ` ${f.pincode}` : ''} · joined {formatInstant(f.createdAt)}
      </p>

      <SuspensionCard
        kind="Customer"
        id={f.id}
        name={name}
        suspendedAt={f.suspendedAt}
        suspensionReason={f.suspensionReason}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Wallet">
          <p className="text-sm">
            Balance: <strong>{formatPaise(f.walletBalance)}</strong>
          </p>
        </Section>
        <Section title="Family members">
          {f.members.length === 0 ? (
            <p className="text-sm text-slate-600">No family members added yet.</p>
          ) : (
            <ul className="text-sm">
              {f.members.map((m) => (
                <li key={m.id}>
                  {m.name}, {m.age} ({m.relation}, {m.gender}){m.removed ? ' · removed' : ''}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      {f.openBookings.length > 0 ? (
        <Section title="Open bookings">
          <BookingsTable label="Open bookings" rows={f.openBookings} />
        </Section>
      ) : null}

      <Section title={`Latest bookings (${f.bookingCount} in all)`}>
        {f.recentBookings.length === 0 ? (
          <p className="text-sm text-slate-600">No bookings yet.</p>
        ) : (
          <>
            <BookingsTable label="Latest bookings" rows={f.recentBookings} />
            {f.bookingCount > f.recentBookings.length ? (
              <Link
                to={`/admin/bookings?mobile=${f.mobile}`}
                className="mt-3 inline-flex min-h-11 items-center text-sm underline"
              >
                See all their bookings
              </Link>
            ) : null}
          </>
        )}
      </Section>
    </article>
  );
}
