import {
  formatCareDate,
  formatPaise,
  todayInIndia,
  type EarningEntry,
  type Language,
} from '@care/shared';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { saveFile } from '../../../../lib/download';
import { useLanguage } from '../../../../lib/i18n';
import { earningKindLabel, indiaDateLabel } from '../../lib/earnings';
import { earningsCsvFile } from '../../lib/earningsCsv';

/** How many bookings show before 'Show all': the CSV always has every one. */
const FIRST_ENTRIES = 10;

const dates = (entry: EarningEntry, t: TFunction, language: Language) =>
  entry.startDate === entry.endDate
    ? formatCareDate(entry.startDate, language)
    : t('dashboard.common.range', {
        start: formatCareDate(entry.startDate, language),
        end: formatCareDate(entry.endDate, language),
      });

/** Each booking's money: what the family paid, the commission, the GST on it, and the net. */
export function EarningsEntries({ entries }: { entries: readonly EarningEntry[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? entries : entries.slice(0, FIRST_ENTRIES);

  const download = () => saveFile(earningsCsvFile(entries, t), `earnings-${todayInIndia()}.csv`);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('dashboard.entries.title')}
        </h3>
        <Button variant="secondary" onClick={download} disabled={entries.length === 0}>
          {t('dashboard.entries.download')}
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('dashboard.entries.none')}</p>
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
              {showAll
                ? t('dashboard.entries.showFewer')
                : t('dashboard.entries.showAll', { total: entries.length })}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function EntryRow({ entry }: { entry: EarningEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settled = indiaDateLabel(entry.settledAt, language);
  const when = dates(entry, t, language);
  // [label, amount, is what the caregiver earns]
  const split: [string, string, boolean][] = [
    [t('dashboard.entries.familyPaid'), formatPaise(entry.gross, language), false],
    [t('dashboard.entries.commission'), `−${formatPaise(entry.commission, language)}`, false],
    [t('dashboard.entries.gst'), `−${formatPaise(entry.gst, language)}`, false],
    [t('dashboard.entries.youEarn'), formatPaise(entry.net, language), true],
  ];
  return (
    <article aria-label={`${entry.serviceName}, ${when}`}>
      <p className="font-medium break-words text-slate-900">{entry.serviceName}</p>
      <p className="text-sm text-slate-600">
        {when}
        {entry.kind === 'CANCELLATION_FEE' ? ` · ${earningKindLabel(entry.kind, t)}` : ''}
        {settled ? ` · ${t('dashboard.entries.settled', { date: settled })}` : ''}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {split.map(([label, value, earned]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd
              className={`tabular-nums ${earned ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
