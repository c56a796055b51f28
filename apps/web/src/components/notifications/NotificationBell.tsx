import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userErrorMessage } from '../../lib/errorMessage';
import { useMarkNotificationsRead, useNotifications } from '../../lib/queries/notifications';
import type { TokenOwner } from '../../lib/tokens';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { NotificationList } from './NotificationList';

/** A count larger than this shows as '99+': the badge keeps its size. */
const BADGE_MAX = 99;

/**
 * The bell on /profile (the family's) and on the dashboard (the caregiver's): how many booking
 * messages are unread, and the recent ones in a dialog. The same messages also go out by SMS.
 */
export function NotificationBell({ owner }: { owner: TokenOwner }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(owner);
  const markRead = useMarkNotificationsRead(owner);
  const unread = notifications.data?.unread ?? 0;
  const label =
    unread > 0
      ? t('components.notifications.labelUnread', { count: unread })
      : t('components.notifications.label');

  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white tabular-nums"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>

      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('components.notifications.title')}
        description={t('components.notifications.description')}
      >
        <NotificationList
          query={notifications}
          onMarkRead={(ids) => markRead.mutate({ ids })}
          markError={markRead.isError ? userErrorMessage(markRead.error) : null}
        />
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          {unread > 0 ? (
            <Button
              variant="secondary"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('components.notifications.markAllRead')}
            </Button>
          ) : null}
          <Button onClick={() => setOpen(false)}>{t('components.notifications.close')}</Button>
        </div>
      </Dialog>
    </>
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
