import { describe, expect, it, vi } from 'vitest';
import {
  clearAllTokens,
  clearCustomerTokens,
  getCustomerTokens,
  getProviderTokens,
  setCustomerTokens,
  setProviderTokens,
  subscribeToTokens,
} from './tokens';

describe('token storage', () => {
  it('keeps the customer pair under accessToken / refreshToken', () => {
    setCustomerTokens({ accessToken: 'ca', refreshToken: 'cr' });
    expect(localStorage.getItem('accessToken')).toBe('ca');
    expect(localStorage.getItem('refreshToken')).toBe('cr');
    expect(getCustomerTokens()).toEqual({ accessToken: 'ca', refreshToken: 'cr' });
    expect(getProviderTokens()).toBeNull();
  });

  it('keeps the provider pair under separate keys', () => {
    setProviderTokens({ accessToken: 'pa', refreshToken: 'pr' });
    expect(localStorage.getItem('providerAccessToken')).toBe('pa');
    expect(localStorage.getItem('providerRefreshToken')).toBe('pr');
    expect(getCustomerTokens()).toBeNull();
  });

  it('clears one pair without touching the other, and clearAllTokens clears both', () => {
    setCustomerTokens({ accessToken: 'ca', refreshToken: 'cr' });
    setProviderTokens({ accessToken: 'pa', refreshToken: 'pr' });
    clearCustomerTokens();
    expect(getCustomerTokens()).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(getProviderTokens()).not.toBeNull();

    setCustomerTokens({ accessToken: 'ca', refreshToken: 'cr' });
    clearAllTokens();
    expect(getCustomerTokens()).toBeNull();
    expect(getProviderTokens()).toBeNull();
  });

  it('notifies subscribers of changes here and in other tabs, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTokens(listener);
    setCustomerTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(listener).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: 'providerAccessToken' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    clearAllTokens();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
