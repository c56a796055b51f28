import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A fact only the browser can tell (whether it has geolocation, speech): `onServer` while a
 * page rendered on the server is taken over, so the first render matches its HTML, and the
 * browser's answer right after. A fact read straight in render would differ and break it.
 */
export function useBrowserFact<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, read, () => onServer);
}
