import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { loadToasts, toastLoads } from './toast';

/**
 * Where toasts appear. Renders nothing until one is wanted; the person's first tap or key press
 * starts loading the toasts' code, so it is usually there before an action has an answer. A load
 * that fails (offline) is tried again with the next toast, and never breaks the page around it.
 */
export function Toasts() {
  const attempt = useSyncExternalStore(toastLoads.subscribe, toastLoads.get, () => 0);
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (attempt === 0) {
      const start = () => void loadToasts().catch(() => undefined);
      const options = { once: true, passive: true, capture: true } as const;
      window.addEventListener('pointerdown', start, options);
      window.addEventListener('keydown', start, options);
      return () => {
        window.removeEventListener('pointerdown', start, options);
        window.removeEventListener('keydown', start, options);
      };
    }
    let current = true;
    loadToasts().then(
      (module) => current && setHost(() => module.ToastHost),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return Host ? <Host /> : null;
}
