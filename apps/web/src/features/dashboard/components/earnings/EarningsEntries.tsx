import { formatCareDate, formatPaise, todayInIndia, type EarningEntry } from '@care/shared';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { saveFile } from '../../../../lib/download';
import { earningKindLabels, indiaDateLabel } from '../../lib/earnings';
import { earningsCsvFile } from '../../lib/earningsCsv';

/** How many bookings show before 'Show all': the CSV always has every one. */
const FIRST_ENTRIES = 10;

const dates = (entry: EarningEntry) =>
  entry.startDate === entry.endDate
    ? formatCareDate(entry.startDate)
    : `${formatCareDate(entry.startDate)} to ${formatCareDate(entry.endDate)}`;

/** Each booking's money: what the family paid, the commission, the GST on it, and the net. */
export function EarningsEntries({ entries }: { entries: readonly EarningEntry[] }) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? entries : entries.slice(0, FIRST_ENTRIES);

  const download = () => saveFile(earningsCsvFile(entries), `earnings-${todayInIndia()}.csv`);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Earnings by booking
        </h3>
        <Button variant="secondary" onClick={download} disabled={entries.length === 0}>
          Download CSV
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Nothing earned yet. Each completed booking appears here with its split.
        </p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100">
            {shown.map((entry) => (
              <li key={`${entry.bookingId}-${entry.kind}`} className="py-3">
                <EntryRow entry={entry} />
              </li>
            ))}
          </ul>
          {entries.length > FIRST_ENTRIES ? (
            <Button variant="ghost" className="mt-2" onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Show fewer' : `Show all ${entries.length} bookings`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function EntryRow({ entry }: { entry: EarningEntry }) {
  const split: [string, string][] = [
    ['Family paid', formatPaise(entry.gross)],
    ['Commission', `−${formatPaise(entry.commission)}`],
    ['GST', `−${formatPaise(entry.gst)}`],
    ['You earn', formatPaise(entry.net)],
  ];
  return (
    <article aria-label={`${entry.serviceName}, ${dates(entry)}`}>
      <p className="font-medium break-words text-slate-900">{entry.serviceName}</p>
      <p className="text-sm text-slate-600">
        {dates(entry)}
        {entry.kind === 'CANCELLATION_FEE' ? ` · ${earningKindLabels[entry.kind]}` : ''}
        {indiaDateLabel(entry.settledAt) ? ` · settled ${indiaDateLabel(entry.settledAt)}` : ''}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {split.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd
              className={`tabular-nums ${label === 'You earn' ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
