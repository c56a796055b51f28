import { formatPaise, type Earnings } from '@care/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { monthAxisLabel, monthLabel } from '../../lib/earnings';

/** The tallest bar's height: the month with the most net earnings. */
const BAR_AREA_PX = 128;

/**
 * Net earnings of the last twelve months as plain CSS bars. The bars are a picture for the
 * eye; screen readers get the same figures as a table.
 */
export function EarningsChart({ months }: { months: Earnings['months'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const highest = Math.max(0, ...months.map((month) => month.net));

  return (
    <figure
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('dashboard.chart.title')}
      </h3>
      {highest === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('dashboard.chart.none')}</p>
      ) : null}
      <div aria-hidden="true" className="mt-4 flex items-end gap-1 sm:gap-2">
        {months.map((month) => {
          const share = highest > 0 ? Math.max(0, month.net) / highest : 0;
          return (
            <div
              key={month.month}
              className="flex min-w-0 flex-1 flex-col items-center justify-end gap-1"
              title={`${monthLabel(month.month, 'long', language)}: ${formatPaise(month.net, language)}`}
            >
              <div
                className="w-full rounded-t-md bg-brand-600"
                style={{ height: share > 0 ? Math.max(2, Math.round(share * BAR_AREA_PX)) : 0 }}
              />
              <span className="text-[11px] leading-none text-slate-600">
                {monthAxisLabel(month.month, language)}
              </span>
            </div>
          );
        })}
      </div>
      <table className="sr-only">
        <caption>{t('dashboard.chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.month')}</th>
            <th scope="col">{t('dashboard.chart.net')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, 'long', language)}</th>
              <td>{formatPaise(month.net, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
