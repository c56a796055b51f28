/**
 * Fixed windows aligned to the epoch, so every API process puts a hit made at the same moment
 * into the same window without asking anyone. A burst straddling a boundary may get up to twice
 * the limit through in a short time; for stopping floods that is fine and keeps one row per
 * subject and window.
 */
export interface Window {
  windowStart: Date;
  expiresAt: Date;
}

export function windowAt(at: Date, windowSeconds: number): Window {
  const length = windowSeconds * 1000;
  const start = Math.floor(at.getTime() / length) * length;
  return { windowStart: new Date(start), expiresAt: new Date(start + length) };
}

/** Whole seconds until the window ends, at least 1: what Retry-After tells the client. */
export function secondsUntilEnd(at: Date, window: Window): number {
  return Math.max(1, Math.ceil((window.expiresAt.getTime() - at.getTime()) / 1000));
}
