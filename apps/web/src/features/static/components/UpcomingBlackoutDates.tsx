import { formatCalendarDate, groupBlackoutRanges } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useLanguage } from '../../../lib/i18n';
import { useUpcomingBlackoutDates } from '../../../lib/queries/blackoutDates';

/**
 * The coming blackout dates and long weekends, as the operator lists them: consecutive days
 * of one label read as one range. Rendered on the server with the page (its query is answered
 * before the HTML goes out), so a family reads the list without waiting for any script.
 */
export function UpcomingBlackoutDates() {
  const { t } = useTranslation();
  const language = useLanguage();
  const dates = useUpcomingBlackoutDates();
  const dateText = (date: string) => formatCalendarDate(date, language) ?? date;

  return (
    <section aria-labelledby="blackout-dates" className="mb-8">
      <h2 id="blackout-dates" className="text-lg font-semibold text-slate-900 sm:text-xl">
        {t('staticPages.refunds.blackoutHeading')}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-700">{t('staticPages.refunds.blackoutLead')}</p>
      {dates.isPending ? (
        <div aria-hidden="true" className="mt-3 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : dates.isError ? (
        <p className="mt-3 text-slate-700">{t('staticPages.refunds.blackoutError')}</p>
      ) : dates.data.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('staticPages.refunds.blackoutNone')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {groupBlackoutRanges(dates.data).map((range) => (
            <li
              key={range.from}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <span className="font-semibold text-slate-900">
                {range.from === range.to
                  ? dateText(range.from)
                  : t('staticPages.refunds.blackoutRange', {
                      from: dateText(range.from),
                      to: dateText(range.to),
                    })}
              </span>
              <span className="text-slate-700">
                {`${range.label} · ${t(`staticPages.refunds.blackoutKinds.${range.kind}`)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
