import {
  INDIA_TIME_ZONE,
  intlLocales,
  type AppNotification,
  type Language,
  type MyNotifications,
} from '@care/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { userErrorMessage } from '../../lib/errorMessage';
import { InlineAlert } from '../ui/InlineAlert';
import { Skeleton } from '../ui/Skeleton';

const sentAtFormat = new Intl.DateTimeFormat(intlLocales.en, {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});
// Hindi spells the month out (its short form has an abbreviation mark families do not write),
// and its own date-and-time pattern ('22 नवंबर को 3:15 pm बजे') reads oddly: day, then time.
const hindiDay = new Intl.DateTimeFormat(intlLocales.hi, {
  day: 'numeric',
  month: 'long',
  timeZone: INDIA_TIME_ZONE,
});
const hindiTime = new Intl.DateTimeFormat(intlLocales.hi, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** '22 Nov, 3:15 pm' (Hindi: '22 नवंबर, 3:15 pm'), in India's time wherever the phone is. */
export function formatSentAt(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return language === 'hi'
    ? `${hindiDay.format(date)}, ${hindiTime.format(date)}`
    : sentAtFormat.format(date);
}

interface NotificationListProps {
  query: UseQueryResult<MyNotifications>;
  /** Tapping an unread message marks it read. */
  onMarkRead: (ids: string[]) => void;
  markError: string | null;
}

/** The bell's messages, newest first; unread ones stand out and say so to screen readers. */
export function NotificationList({ query, onMarkRead, markError }: NotificationListProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <ul aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="mt-1 h-4 w-24" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <InlineAlert
        className="mt-0"
        message={userErrorMessage(query.error, t('components.notifications.loadError'))}
      />
    );
  }
  const { items } = query.data;
  if (items.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        {t('components.notifications.empty')}
      </p>
    );
  }
  return (
    <>
      <InlineAlert className="mb-3" message={markError} />
      <ul
        aria-label={t('components.notifications.recent')}
        className="-mx-2 max-h-[60dvh] overflow-y-auto"
      >
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem item={item} onMarkRead={onMarkRead} />
          </li>
        ))}
      </ul>
    </>
  );
}

function NotificationItem({
  item,
  onMarkRead,
}: {
  item: AppNotification;
  onMarkRead: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unread = item.readAt === null;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      <span className="min-w-0">
        {unread ? <span className="sr-only">{t('components.notifications.unread')}</span> : null}
        <span
          className={`block text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
        >
          {item.text}
        </span>
        <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-slate-500">
          {formatSentAt(item.createdAt, language)}
        </time>
      </span>
    </>
  );
  const rowClasses = 'flex w-full gap-3 rounded-xl px-2 py-3 text-left';
  if (!unread) return <div className={rowClasses}>{body}</div>;
  return (
    <button
      type="button"
      title={t('components.notifications.markRead')}
      onClick={() => onMarkRead([item.id])}
      className={`${rowClasses} min-h-11 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {body}
    </button>
  );
}
