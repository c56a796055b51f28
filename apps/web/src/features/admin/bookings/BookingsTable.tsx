import {
  formatCareDate,
  formatPaise,
  type AdminBookingRow,
  type AdminBookingSort,
  type BookingStatus,
} from '@care/shared';
import { Link } from 'react-router';
import { StatusBadge, type BadgeTone } from '../../../components/ui/StatusBadge';
import { formatInstant } from '../components/formatting';

const statusTones: Record<BookingStatus, BadgeTone> = {
  PENDING: 'warning',
  ACCEPTED: 'info',
  IN_PROGRESS: 'caution',
  COMPLETED: 'success',
  DECLINED: 'neutral',
  CANCELLED: 'danger',
};

export const statusLabels: Record<BookingStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge tone={statusTones[status]}>{statusLabels[status]}</StatusBadge>;
}

/** Care dates as a range, one date when the care is one day. */
export function careDates(row: { startDate: string; endDate: string }): string {
  return row.startDate === row.endDate
    ? formatCareDate(row.startDate)
    : `${formatCareDate(row.startDate)} – ${formatCareDate(row.endDate)}`;
}

export const sellerPath = (caregiver: { kind: string; id: string }) =>
  `/admin/people/seller/${caregiver.kind}/${caregiver.id}`;
export const familyPath = (id: string) => `/admin/people/family/${id}`;

export interface TableSort {
  sort: AdminBookingSort;
  order: 'asc' | 'desc';
  onSort: (sort: AdminBookingSort) => void;
}

/** A column header that sorts the table on the server, saying which way it is sorted now. */
function SortHeader({
  label,
  by,
  sorting,
}: {
  label: string;
  by: AdminBookingSort;
  sorting?: TableSort;
}) {
  if (!sorting)
    return (
      <th scope="col" className={headerClasses}>
        {label}
      </th>
    );
  const active = sorting.sort === by;
  return (
    <th
      scope="col"
      className={headerClasses}
      aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => sorting.onSort(by)}
        className="inline-flex min-h-11 items-center gap-1 font-semibold hover:text-brand-800"
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {active ? (sorting.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

const headerClasses = 'px-3 py-2 text-left text-xs font-semibold uppercase text-slate-600';
const cellClasses = 'px-3 py-2 align-top';

/**
 * Bookings as a real table (it scrolls sideways on a phone): each row opens the booking's page,
 * and names the family and the caregiver with links to their records.
 */
export function BookingsTable({
  rows,
  label,
  sorting,
}: {
  rows: AdminBookingRow[];
  /** The table's caption, for screen readers and tests. */
  label: string;
  sorting?: TableSort;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-[56rem] w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerClasses}>
              Booking
            </th>
            <th scope="col" className={headerClasses}>
              Status
            </th>
            <SortHeader label="Care dates" by="startDate" sorting={sorting} />
            <th scope="col" className={headerClasses}>
              Family
            </th>
            <th scope="col" className={headerClasses}>
              Caregiver
            </th>
            <SortHeader label="Total" by="total" sorting={sorting} />
            <SortHeader label="Booked" by="createdAt" sorting={sorting} />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cellClasses}>
                <Link
                  to={`/admin/bookings/${row.id}`}
                  className="inline-flex min-h-11 flex-col justify-center font-medium text-brand-800 underline"
                >
                  {row.serviceName}
                  <span className="text-xs font-normal text-slate-500 no-underline">
                    #{row.id.slice(0, 8)}
                  </span>
                </Link>
                <div className="text-xs text-slate-600">for {row.patientName}</div>
              </td>
              <td className={cellClasses}>
                <BookingStatusBadge status={row.status} />
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                {careDates(row)}
                <div className="text-xs text-slate-600">
                  {row.days} day{row.days === 1 ? '' : 's'}
                </div>
              </td>
              <td className={cellClasses}>
                <Link to={familyPath(row.family.id)} className="text-brand-800 underline">
                  {row.family.name ?? 'No name yet'}
                </Link>
                <div className="text-xs text-slate-600">{row.family.mobile}</div>
              </td>
              <td className={cellClasses}>
                <Link to={sellerPath(row.caregiver)} className="text-brand-800 underline">
                  {row.caregiver.name ?? 'No name yet'}
                </Link>
                <div className="text-xs text-slate-600">
                  {row.caregiver.kind === 'Company' ? 'Company' : 'Caregiver'} ·{' '}
                  {row.caregiver.mobile}
                </div>
              </td>
              <td className={`${cellClasses} whitespace-nowrap tabular-nums`}>
                {formatPaise(row.total)}
              </td>
              <td className={`${cellClasses} whitespace-nowrap text-slate-600`}>
                <time dateTime={row.createdAt}>{formatInstant(row.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
