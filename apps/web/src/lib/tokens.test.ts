import { describe, expect, it, vi } from 'vitest';
import {
  clearAllTokens,
  clearCustomerTokens,
  clearSellerTokens,
  getCustomerTokens,
  getSellerAccessToken,
  getSellerTokens,
  setCustomerTokens,
  setSellerTokens,
  subscribeToTokens,
} from './tokens';

describe('token storage', () => {
  it('keeps the customer pair under accessToken / refreshToken', () => {
    setCustomerTokens({ accessToken: 'ca', refreshToken: 'cr' });
    expect(localStorage.getItem('accessToken')).toBe('ca');
    expect(localStorage.getItem('refreshToken')).toBe('cr');
    expect(getCustomerTokens()).toEqual({ accessToken: 'ca', refreshToken: 'cr' });
    expect(getSellerTokens()).toBeNull();
  });

  it('keeps the seller pair (caregivers and companies) under separate keys', () => {
    setSellerTokens({ accessToken: 'pa', refreshToken: 'pr' });
    expect(localStorage.getItem('sellerAccessToken')).toBe('pa');
    expect(localStorage.getItem('sellerRefreshToken')).toBe('pr');
    expect(getCustomerTokens()).toBeNull();
  });

  it('clears one pair without touching the other, and clearAllTokens clears both', () => {
    setCustomerTokens({ accessToken: 'ca', refreshToken: 'cr' });
    setSellerTokens({ accessToken: 'pa', refreshToken: 'pr' });
    clearCustomerTokens();
    expect(getCustomerTokens()).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(getSellerTokens()).not.toBeNull();

    setCustomerTokens({ accessToken: 'ca', refreshToken: 'cr' });
    clearAllTokens();
    expect(getCustomerTokens()).toBeNull();
    expect(getSellerTokens()).toBeNull();
  });

  it('notifies subscribers of changes here and in other tabs, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTokens(listener);
    setCustomerTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(listener).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: 'sellerAccessToken' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    clearAllTokens();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('a seller signed in before the pair was renamed', () => {
  const signInBeforeTheRename = () => {
    localStorage.setItem('providerAccessToken', 'old-access');
    localStorage.setItem('providerRefreshToken', 'old-refresh');
  };

  it('stays signed in: the old pair moves to the seller keys on first read, once', () => {
    signInBeforeTheRename();
    expect(getSellerTokens()).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    expect(localStorage.getItem('sellerAccessToken')).toBe('old-access');
    expect(localStorage.getItem('sellerRefreshToken')).toBe('old-refresh');
    expect(localStorage.getItem('providerAccessToken')).toBeNull();
    expect(localStorage.getItem('providerRefreshToken')).toBeNull();
    expect(getSellerTokens()).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  });

  it('counts as signed in for the guards, which read only the access token', () => {
    signInBeforeTheRename();
    expect(getSellerAccessToken()).toBe('old-access');
  });

  it('does not come back after logging out, nor over a newer sign-in', () => {
    signInBeforeTheRename();
    clearAllTokens();
    expect(getSellerTokens()).toBeNull();

    signInBeforeTheRename();
    clearSellerTokens();
    expect(getSellerTokens()).toBeNull();

    signInBeforeTheRename();
    setSellerTokens({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(getSellerTokens()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(localStorage.getItem('providerAccessToken')).toBeNull();
  });

  it('a newer seller pair wins over a stale old one', () => {
    localStorage.setItem('sellerAccessToken', 'new-access');
    localStorage.setItem('sellerRefreshToken', 'new-refresh');
    signInBeforeTheRename();
    expect(getSellerTokens()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(localStorage.getItem('providerAccessToken')).toBeNull();
  });
});
