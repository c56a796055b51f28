/*
 * The app's toasts (SPEC section 9: top-right, closing after 3 seconds). react-toastify and its
 * stylesheet (about 5 KB of script and 14 KB of CSS) load only when a toast is first wanted, or
 * once the person first taps or types, so no public page pays for them before it is on screen.
 * A toast asked for before the library has arrived is shown as soon as it has: react-toastify
 * queues toasts until its container mounts.
 */

import type * as ToastHostModuleType from './ToastHost';

type ToastHostModule = typeof ToastHostModuleType;
type Kind = 'success' | 'error' | 'info' | 'warn';

let loading: Promise<ToastHostModule> | undefined;
/** How many times loading has started: 0 until a toast is wanted, more after a failed load. */
let attempts = 0;
const listeners = new Set<() => void>();

/** Loads the toasts' code once, and has <Toasts /> mount their container. */
export function loadToasts(): Promise<ToastHostModule> {
  if (!loading) {
    loading = import('./ToastHost').catch((error: unknown) => {
      // Offline at that moment: let the next toast try again.
      loading = undefined;
      throw error;
    });
    attempts += 1;
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** For <Toasts />: how many times loading has started (0 until a toast is wanted; on the server). */
export const toastLoads = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): number => attempts,
};

function show(kind: Kind) {
  return (message: string): void => {
    loadToasts().then(
      ({ toast }) => toast[kind](message),
      // A toast only repeats what the screen shows; losing one offline must not break the page.
      (error: unknown) => console.warn('The notification could not be shown:', message, error),
    );
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warn: show('warn'),
};
