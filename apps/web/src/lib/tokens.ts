import { useSyncExternalStore } from 'react';

/**
 * Token storage per SPEC section 3: customers and providers/companies keep separate pairs so a
 * caregiver who also books care for a parent can hold both sessions in one browser.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const TOKEN_KEYS = {
  customer: { access: 'accessToken', refresh: 'refreshToken' },
  provider: { access: 'providerAccessToken', refresh: 'providerRefreshToken' },
} as const;

export type TokenOwner = keyof typeof TOKEN_KEYS;

// Fired on this tab's window; other tabs hear about changes through the native 'storage' event.
const TOKENS_CHANGED_EVENT = 'care:tokens-changed';

// Storage can throw (Safari private mode, disabled cookies); a session then simply does not persist.
function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the user stays signed in for this page view only.
  }
}

function notifyTokensChanged(): void {
  window.dispatchEvent(new Event(TOKENS_CHANGED_EVENT));
}

function getPair(owner: TokenOwner): TokenPair | null {
  const keys = TOKEN_KEYS[owner];
  const accessToken = readItem(keys.access);
  if (!accessToken) return null;
  return { accessToken, refreshToken: readItem(keys.refresh) ?? '' };
}

function setPair(owner: TokenOwner, pair: TokenPair): void {
  const keys = TOKEN_KEYS[owner];
  writeItem(keys.access, pair.accessToken);
  writeItem(keys.refresh, pair.refreshToken);
  notifyTokensChanged();
}

function clearPair(owner: TokenOwner): void {
  const keys = TOKEN_KEYS[owner];
  writeItem(keys.access, null);
  writeItem(keys.refresh, null);
  notifyTokensChanged();
}

export const getCustomerTokens = (): TokenPair | null => getPair('customer');
export const setCustomerTokens = (pair: TokenPair): void => setPair('customer', pair);
export const clearCustomerTokens = (): void => clearPair('customer');

export const getProviderTokens = (): TokenPair | null => getPair('provider');
export const setProviderTokens = (pair: TokenPair): void => setPair('provider', pair);
export const clearProviderTokens = (): void => clearPair('provider');

export const getCustomerAccessToken = (): string | null => getCustomerTokens()?.accessToken ?? null;
export const getProviderAccessToken = (): string | null => getProviderTokens()?.accessToken ?? null;

/** Logout per SPEC: both stored pairs go, whichever role the person signed in as. */
export function clearAllTokens(): void {
  for (const owner of Object.keys(TOKEN_KEYS) as TokenOwner[]) {
    const keys = TOKEN_KEYS[owner];
    writeItem(keys.access, null);
    writeItem(keys.refresh, null);
  }
  notifyTokensChanged();
}

/** Calls `listener` whenever any token changes, in this tab or another one. */
export function subscribeToTokens(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab called localStorage.clear().
    const watched: string[] = Object.values(TOKEN_KEYS).flatMap((keys) => Object.values(keys));
    if (event.key === null || watched.includes(event.key)) listener();
  };
  window.addEventListener(TOKENS_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TOKENS_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored customer access token, re-rendering the caller when it changes. */
export function useCustomerToken(): string | null {
  return useSyncExternalStore(subscribeToTokens, getCustomerAccessToken, () => null);
}

/** The stored provider/company access token, re-rendering the caller when it changes. */
export function useProviderToken(): string | null {
  return useSyncExternalStore(subscribeToTokens, getProviderAccessToken, () => null);
}
