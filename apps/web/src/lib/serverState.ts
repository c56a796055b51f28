import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server carries for the browser to take it over: the answers its
 * queries got and the router's data (its language is its <html lang>, lib/i18n.ts). It travels
 * as JSON in a data block, never as a script the browser runs, so the Content-Security-Policy
 * needs no exception for it.
 */
export interface ServerState {
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
