import { useSyncExternalStore } from 'react';

/**
 * Token storage per SPEC section 3: customers and sellers (caregivers and companies alike) keep
 * separate pairs so a caregiver who also books care for a parent can hold both sessions in one
 * browser.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const TOKEN_KEYS = {
  customer: { access: 'accessToken', refresh: 'refreshToken' },
  seller: { access: 'sellerAccessToken', refresh: 'sellerRefreshToken' },
  /** The operator console's own pair: signing in there never touches a family's session. */
  operator: { access: 'operatorAccessToken', refresh: 'operatorRefreshToken' },
} as const;

export type TokenOwner = keyof typeof TOKEN_KEYS;

/** Where the seller pair was kept while it was (wrongly, for companies) named 'provider'. */
export const LEGACY_SELLER_KEYS = {
  access: 'providerAccessToken',
  refresh: 'providerRefreshToken',
} as const;

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

/**
 * A seller signed in before the rename stays signed in: their pair moves to the new keys the
 * first time any seller token is read or written, and the old keys go, so a later logout or
 * sign-in cannot be undone by an old pair coming back.
 */
function adoptLegacySellerPair(): void {
  const access = readItem(LEGACY_SELLER_KEYS.access);
  if (access === null) return;
  if (!readItem(TOKEN_KEYS.seller.access)) {
    writeItem(TOKEN_KEYS.seller.access, access);
    writeItem(TOKEN_KEYS.seller.refresh, readItem(LEGACY_SELLER_KEYS.refresh));
  }
  writeItem(LEGACY_SELLER_KEYS.access, null);
  writeItem(LEGACY_SELLER_KEYS.refresh, null);
}

function notifyTokensChanged(): void {
  window.dispatchEvent(new Event(TOKENS_CHANGED_EVENT));
}

function getPair(owner: TokenOwner): TokenPair | null {
  if (owner === 'seller') adoptLegacySellerPair();
  const keys = TOKEN_KEYS[owner];
  const accessToken = readItem(keys.access);
  if (!accessToken) return null;
  return { accessToken, refreshToken: readItem(keys.refresh) ?? '' };
}

function setPair(owner: TokenOwner, pair: TokenPair): void {
  if (owner === 'seller') adoptLegacySellerPair();
  const keys = TOKEN_KEYS[owner];
  writeItem(keys.access, pair.accessToken);
  writeItem(keys.refresh, pair.refreshToken);
  notifyTokensChanged();
}

function clearPair(owner: TokenOwner): void {
  if (owner === 'seller') adoptLegacySellerPair();
  const keys = TOKEN_KEYS[owner];
  writeItem(keys.access, null);
  writeItem(keys.refresh, null);
  notifyTokensChanged();
}

export const getCustomerTokens = (): TokenPair | null => getPair('customer');
export const setCustomerTokens = (pair: TokenPair): void => setPair('customer', pair);
export const clearCustomerTokens = (): void => clearPair('customer');

export const getSellerTokens = (): TokenPair | null => getPair('seller');
export const setSellerTokens = (pair: TokenPair): void => setPair('seller', pair);
export const clearSellerTokens = (): void => clearPair('seller');

export const getOperatorTokens = (): TokenPair | null => getPair('operator');
export const setOperatorTokens = (pair: TokenPair): void => setPair('operator', pair);
export const clearOperatorTokens = (): void => clearPair('operator');
export const getOperatorAccessToken = (): string | null => getOperatorTokens()?.accessToken ?? null;

export const getCustomerAccessToken = (): string | null => getCustomerTokens()?.accessToken ?? null;
export const getSellerAccessToken = (): string | null => getSellerTokens()?.accessToken ?? null;

/** Logout per SPEC: both stored pairs go, whichever role the person signed in as. */
export function clearAllTokens(): void {
  adoptLegacySellerPair();
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

/** The stored seller (caregiver or company) access token, re-rendering the caller on change. */
export function useSellerToken(): string | null {
  return useSyncExternalStore(subscribeToTokens, getSellerAccessToken, () => null);
}
