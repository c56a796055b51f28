/**
 * The longest the app waits for the browser to report the page's first contentful paint. A
 * visible page rendered on the server paints its content in its first frames; the bound only
 * keeps the app from waiting forever on a browser that never reports the paint.
 */
export const FIRST_PAINT_WAIT_MS = 1000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** Whether this browser reports paints (Paint Timing): Chromium, Firefox and Safari do. */
function reportsPaints(): boolean {
  if (typeof PerformanceObserver === 'undefined') return false;
  return PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
}

/**
 * Resolves once the browser has painted the page's content (its first contentful paint, as the
 * Paint Timing API reports it), so that what runs next cannot hold that paint up. Where the
 * API is missing, once the next frame has been painted: a task queued from an animation frame
 * runs after that frame's paint. A page that is not on screen (a tab opened in the background,
 * or hidden while waiting) paints nothing until shown, so it does not wait.
 */
export function afterFirstPaint(): Promise<void> {
  const painted = () => performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;
  if (document.visibilityState !== 'visible' || painted()) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(bound);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const bound = setTimeout(done, FIRST_PAINT_WAIT_MS);
    document.addEventListener('visibilitychange', done);
    if (reportsPaints()) {
      observer = new PerformanceObserver(() => {
        if (painted()) done();
      });
      observer.observe({ type: 'paint' });
    } else {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}
