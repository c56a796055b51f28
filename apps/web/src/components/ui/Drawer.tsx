import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './useModalDialog';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Pinned under the scrolling body: the drawer's main action stays in thumb reach. */
  footer?: ReactNode;
}

/**
 * A panel that slides over the page from the right, on the native <dialog>: showModal() gives
 * the focus trap, Escape and an inert page behind it. Mounted only while open, so its contents
 * start fresh each time, and focus returns to whatever opened it.
 */
export function Drawer({ open, ...props }: DrawerProps) {
  return open ? <OpenDrawer {...props} /> : null;
}

function OpenDrawer({ onClose, title, children, footer }: Omit<DrawerProps, 'open'>) {
  const { t } = useTranslation();
  const modal = useModalDialog(onClose, { lockPageScroll: true });
  const titleId = useId();

  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      // A tap on the dimmed backdrop lands on the <dialog> itself, never on its contents.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none border-0 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 pr-2 pl-5">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('components.close')}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain p-5">{children}</div>
        {footer ? (
          <div className="shrink-0 border-t border-slate-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
