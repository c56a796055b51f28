import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@care/shared';

/**
 * What a page rendered on the server carries for the browser to take it over: the answers its
 * queries got and the router's data. It travels as JSON in a data block, never as a script the
 * browser runs, so the Content-Security-Policy needs no exception for it.
 */
export interface ServerState {
  /** The language the page was rendered in: the reader's cookie, which should match storage. */
  language: Language;
  queries: DehydratedState;
  router: HydrationState;
}

export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The state the server rendered this page with, or null for a page the browser renders. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
