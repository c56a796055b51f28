import { INDIA_TIME_ZONE, type AppNotification, type MyNotifications } from '@care/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { userErrorMessage } from '../../lib/errorMessage';
import { InlineAlert } from '../ui/InlineAlert';
import { Skeleton } from '../ui/Skeleton';

const sentAtFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** '22 Nov, 3:15 pm', in India's time wherever the phone is. */
export function formatSentAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : sentAtFormat.format(date);
}

interface NotificationListProps {
  query: UseQueryResult<MyNotifications>;
  /** Tapping an unread message marks it read. */
  onMarkRead: (ids: string[]) => void;
  markError: string | null;
}

/** The bell's messages, newest first; unread ones stand out and say so to screen readers. */
export function NotificationList({ query, onMarkRead, markError }: NotificationListProps) {
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
        message={userErrorMessage(query.error, 'We could not load your notifications.')}
      />
    );
  }
  const { items } = query.data;
  if (items.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        No notifications yet. When a booking changes, you will see it here.
      </p>
    );
  }
  return (
    <>
      <InlineAlert className="mb-3" message={markError} />
      <ul aria-label="Recent notifications" className="-mx-2 max-h-[60dvh] overflow-y-auto">
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
  const unread = item.readAt === null;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      <span className="min-w-0">
        {unread ? <span className="sr-only">Unread: </span> : null}
        <span
          className={`block text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
        >
          {item.text}
        </span>
        <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-slate-500">
          {formatSentAt(item.createdAt)}
        </time>
      </span>
    </>
  );
  const rowClasses = 'flex w-full gap-3 rounded-xl px-2 py-3 text-left';
  if (!unread) return <div className={rowClasses}>{body}</div>;
  return (
    <button
      type="button"
      title="Mark as read"
      onClick={() => onMarkRead([item.id])}
      className={`${rowClasses} min-h-11 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {body}
    </button>
  );
}
