import { idempotencyHeadersSchema } from '@care/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { newIdempotencyKey, outcomeUnknown, useIdempotencyKey } from './idempotency';

describe('Idempotency-Key', () => {
  it('makes keys the API accepts, with or without crypto.randomUUID', () => {
    const keys = [newIdempotencyKey()];
    // A page on plain http (not a secure context) has no randomUUID.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      keys.push(newIdempotencyKey(), newIdempotencyKey());
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(idempotencyHeadersSchema.safeParse({ 'idempotency-key': key }).success).toBe(true);
    }
    expect(new Set(keys).size).toBe(3);
  });

  it('treats only an unanswered request (or a proxy answering for the API) as unknown', () => {
    expect(outcomeUnknown(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(true);
    expect(outcomeUnknown(new ApiError(504, 'Gateway Timeout', 'HTTP_504'))).toBe(true);
    expect(outcomeUnknown(new ApiError(422, 'Too little', 'ERROR', undefined, true))).toBe(false);
    expect(outcomeUnknown(new ApiError(500, 'Internal', 'HTTP_500'))).toBe(false);
    expect(outcomeUnknown(new Error('other'))).toBe(false);
  });

  it('keeps the key for a retry after an unknown outcome of the same request only', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const { keyFor, settle } = result.current;
    const first = keyFor('1500');
    act(() => settle(new ApiError(0, 'offline', 'NETWORK_ERROR')));
    expect(keyFor('1500')).toBe(first);
    // Another amount is another request.
    const other = keyFor('1000');
    expect(other).not.toBe(first);
    act(() => settle(new ApiError(422, 'No', 'ERROR')));
    expect(keyFor('1000')).not.toBe(other);
    const done = keyFor('1000');
    act(() => settle());
    expect(keyFor('1000')).not.toBe(done);
  });
});
