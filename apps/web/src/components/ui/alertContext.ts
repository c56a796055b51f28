import { createContext, useContext } from 'react';

export interface ConfirmOptions {
  /** The button that agrees, e.g. 'Delete'; 'OK' when not given. */
  confirmLabel?: string;
  /** The button that backs out; 'Cancel' when not given. */
  cancelLabel?: string;
}

export interface AppDialogs {
  /** Shows `message` in the app's alert dialog; settles when the person presses OK or Escape. */
  alert: (message: string) => Promise<void>;
  /** Asks `message`; true for the confirm button, false for Cancel or Escape. */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
}

export const AlertContext = createContext<AppDialogs | null>(null);

function useAppDialogs(): AppDialogs {
  const dialogs = useContext(AlertContext);
  if (!dialogs) throw new Error('useAlert and useConfirm need <AlertProvider> above them');
  return dialogs;
}

/**
 * The app's own alert, in place of the browser's window.alert: the same words, in a dialog that
 * looks like the rest of the app and does not stop the page's scripts. Stable across renders.
 */
export function useAlert(): AppDialogs['alert'] {
  return useAppDialogs().alert;
}

/** The app's own confirm, in place of window.confirm. Stable across renders. */
export function useConfirm(): AppDialogs['confirm'] {
  return useAppDialogs().confirm;
}
