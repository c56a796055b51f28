import { useCallback, useRef } from 'react';
import { ApiError } from './api';

/** A fresh Idempotency-Key: a random UUID, which the API's 8–100 character rule accepts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a phone on a plain-http test address still gets a v4 id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * True when we cannot know whether the server acted: no answer came (a dropped connection), or
 * a proxy answered for it. Repeating such a request must carry the same key, so the server
 * answers the first one's result instead of moving the money twice.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/**
 * The Idempotency-Key of a call that moves money. Each new attempt gets a fresh key; a retry
 * after an unknown outcome (see above) of the same request reuses the key it was sent with.
 * `request` names what is asked (the amount, say): asking for something else is a new attempt.
 */
export function useIdempotencyKey() {
  const pending = useRef<{ key: string; request: string } | null>(null);

  /** The key to send for this attempt. */
  const keyFor = useCallback((request: string) => {
    if (pending.current?.request !== request) {
      pending.current = { key: newIdempotencyKey(), request };
    }
    return pending.current.key;
  }, []);

  /** After the attempt: keep the key only when its outcome is unknown. */
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !outcomeUnknown(error)) pending.current = null;
  }, []);

  return { keyFor, settle };
}
