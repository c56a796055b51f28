import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertContext, type AppDialogs, type ConfirmOptions } from './alertContext';
import { Button } from './Button';
import { useModalDialog } from './useModalDialog';

interface Request {
  id: number;
  message: string;
  /** Absent for an alert, which has only OK. */
  confirm?: ConfirmOptions;
  settle: (answer: boolean) => void;
}

/**
 * Gives the app `useAlert()` and `useConfirm()`: the spec's alert and confirm texts in the app's
 * own dialog rather than the browser's. Messages that arrive while one is showing wait their
 * turn, each promise settling when its own message is answered. An alert already showing or
 * waiting is not repeated (an effect run twice, a second identical failure): its callers share
 * the one OK.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const nextId = useRef(0);
  // Everything not yet answered, so that nothing awaits forever once the app unmounts.
  const unanswered = useRef(new Set<Request>());
  const alertsShown = useRef(new Map<string, Promise<void>>());

  const ask = useCallback(
    (message: string, confirm: ConfirmOptions | undefined, onSettle?: () => void) =>
      new Promise<boolean>((resolve) => {
        const request: Request = {
          id: nextId.current++,
          message,
          confirm,
          settle: (answer) => {
            if (!unanswered.current.delete(request)) return;
            onSettle?.();
            resolve(answer);
          },
        };
        unanswered.current.add(request);
        setQueue((waiting) => [...waiting, request]);
      }),
    [],
  );

  const dialogs = useMemo<AppDialogs>(
    () => ({
      alert: (message) => {
        const shown = alertsShown.current.get(message);
        if (shown) return shown;
        const read = ask(message, undefined, () => alertsShown.current.delete(message)).then(
          () => undefined,
        );
        alertsShown.current.set(message, read);
        return read;
      },
      confirm: (message, options = {}) => ask(message, options),
    }),
    [ask],
  );

  useEffect(() => {
    const waiting = unanswered.current;
    return () => waiting.forEach((request) => request.settle(false));
  }, []);

  const answer = useCallback((request: Request, value: boolean) => {
    setQueue((waiting) => waiting.filter((other) => other !== request));
    request.settle(value);
  }, []);

  const current = queue[0];
  return (
    <AlertContext.Provider value={dialogs}>
      {children}
      {/* Keyed by message: each one is a fresh dialog, announced and focused on its own. */}
      {current ? (
        <AlertDialog
          key={current.id}
          request={current}
          onAnswer={(value) => answer(current, value)}
        />
      ) : null}
    </AlertContext.Provider>
  );
}

function AlertDialog({
  request,
  onAnswer,
}: {
  request: Request;
  onAnswer: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  // Escape answers no; focus starts on the first button: OK, or Cancel when asking.
  const modal = useModalDialog(() => onAnswer(false), { focusFirstField: true });
  const messageId = useId();
  const { confirm } = request;

  return (
    <dialog
      {...modal}
      role="alertdialog"
      aria-labelledby={messageId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-5 sm:p-6">
        <p id={messageId} className="text-base break-words whitespace-pre-line text-slate-900">
          {request.message}
        </p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {confirm ? (
            <Button variant="secondary" onClick={() => onAnswer(false)}>
              {confirm.cancelLabel ?? t('common.cancel')}
            </Button>
          ) : null}
          <Button onClick={() => onAnswer(true)} className="sm:min-w-24">
            {confirm?.confirmLabel ?? t('common.ok')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
