import { formatCareDate, formatPaise, type MoneyFigure, type Overview } from '@care/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useOverview } from '../api/overview';
import { TrendChart } from './TrendChart';

const statusNames: Record<Overview['bookings']['byStatus'][number]['status'], string> = {
  PENDING: 'Requested',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** The console's first page: today at a glance (India time), then the last 30 days. */
export function OverviewPage() {
  const overview = useOverview();

  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading" className="text-2xl font-bold">
        Today at a glance
      </h1>
      {overview.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {overview.error.message}
        </p>
      ) : !overview.data ? (
        <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : (
        <OverviewFigures overview={overview.data} />
      )}
    </section>
  );
}

function OverviewFigures({ overview }: { overview: Overview }) {
  const { bookings, money, awaitingVerification: sellers } = overview;
  const waitingSellers = sellers.providers + sellers.companies;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Figures for {formatCareDate(overview.today)} (India time); money from the ledger.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Today's figures">
        <StatCard label="Bookings made today" value={String(bookings.createdToday)}>
          <dl className="grid grid-cols-2 gap-x-2 text-xs text-slate-600">
            {bookings.byStatus.map(({ status, count }) => (
              <div key={status} className="flex justify-between gap-1">
                <dt>{statusNames[status]}</dt>
                <dd className="font-medium text-slate-800 tabular-nums">{count}</dd>
              </div>
            ))}
          </dl>
        </StatCard>
        <StatCard label="Care happening today" value={String(bookings.careToday)}>
          Accepted or under way, with today among their dates.
        </StatCard>
        <StatCard
          label="Requests waiting for a caregiver"
          value={String(overview.awaitingCaregiver)}
        >
          Asked for and not yet accepted or declined.
        </StatCard>
        <StatCard label="Sellers waiting for verification" value={String(waitingSellers)}>
          {sellers.providers} caregivers, {sellers.companies} companies ·{' '}
          <Link to="/admin/verification" className="font-medium text-brand-800 underline">
            Review
          </Link>
        </StatCard>
        <MoneyCard label="Money in today" figure={money.moneyIn} what="payment" />
        <MoneyCard label="Refunds today" figure={money.refunds} what="refund" />
        <MoneyCard label="Payouts paid today" figure={money.payoutsPaid} what="payout" />
        <StatCard label="Failed payouts to retry" value={String(money.failedPayouts)}>
          <Link to="/admin/money?status=FAILED" className="font-medium text-brand-800 underline">
            See failed payouts
          </Link>
        </StatCard>
      </ul>
      <div className="mt-6">
        <TrendChart days={overview.days} />
      </div>
    </>
  );
}

function StatCard({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {children ? <div className="mt-2 text-xs text-slate-600">{children}</div> : null}
    </li>
  );
}

function MoneyCard({ label, figure, what }: { label: string; figure: MoneyFigure; what: string }) {
  return (
    <StatCard label={label} value={formatPaise(figure.amount)}>
      {figure.count} {figure.count === 1 ? what : `${what}s`}
    </StatCard>
  );
}
