import { useId, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';

interface DialogProps {
  open: boolean;
  /** Called on Escape; the owner decides whether to close (e.g. not while saving). */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() gives the focus trap, Escape and an inert
 * page behind it for free. It is mounted only while open, so its form starts fresh each time,
 * and focus returns to whatever opened it.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, description, children }: Omit<DialogProps, 'open'>) {
  const modal = useModalDialog(onClose, { focusFirstField: true });
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}
