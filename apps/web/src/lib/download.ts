/** How long the file's temporary address lives: long enough for a slow phone to start saving. */
const RELEASE_AFTER_MS = 60_000;

/**
 * Saves a file the app holds (a fetched PDF, a CSV built here) under `filename`, the way a
 * download link would: the browser's own download, no new tab, nothing left in memory after.
 */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
