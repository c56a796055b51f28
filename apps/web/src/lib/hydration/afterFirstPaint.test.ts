import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './afterFirstPaint';

/*
 * jsdom paints nothing and reports no paints, so the browser's side is played here: the page's
 * visibility, the paint entries the browser has recorded, and the observer it calls with them.
 */
let visibility: DocumentVisibilityState = 'visible';
let paints: string[] = [];
let observers: { notify: () => void; disconnected: boolean }[] = [];

class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  private readonly entry: { notify: () => void; disconnected: boolean };
  constructor(callback: () => void) {
    this.entry = { notify: callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

/** The browser paints: it records the entry, then tells the observers still listening. */
function paint(name: 'first-paint' | 'first-contentful-paint') {
  paints.push(name);
  for (const observer of observers) if (!observer.disconnected) observer.notify();
}

/** Whether the promise has settled once the pending microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  paints = [];
  observers = [];
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name) => paints.filter((p) => p === name).map(() => ({})) as PerformanceEntryList,
  );
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not for a paint of the background alone', async () => {
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('does not wait when the content is already painted', async () => {
    paint('first-contentful-paint');
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('does not wait on a page that is not on screen, which paints nothing until shown', async () => {
    visibility = 'hidden';
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('stops waiting when the page is hidden meanwhile', async () => {
    const waiting = afterFirstPaint();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(waiting)).toBe(true);
  });

  it('waits no longer than its bound for a paint the browser never reports', async () => {
    const waiting = afterFirstPaint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('without the Paint Timing API, waits for the next frame to be painted', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    const waiting = afterFirstPaint();
    expect(frames).toHaveLength(1);
    expect(await settled(waiting)).toBe(false);
    frames[0]!(0);
    // The frame's callbacks run before its paint; the task they queue runs after it.
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(0);
    expect(await settled(waiting)).toBe(true);
  });
});
