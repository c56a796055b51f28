/** A full page reload, behind a module boundary so tests can replace it (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
