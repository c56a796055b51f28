// First: before any schema is parsed (see the file).
import './lib/strictCsp';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, loadRouteModules } from './app/router';
import { followStoredLanguage, prepareFirstRender } from './lib/i18n';
import { nextTask, takeOverInTurns, whenTakenOver } from './lib/hydration/turns';
import { readServerState } from './lib/serverState';
import { collectServerParts, forgetServerParts } from './lib/hydration/serverParts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const queryClient = createQueryClient();
const serverState = readServerState();

async function start(root: HTMLElement) {
  // A Hindi reader's texts before the first render, so they never see English first.
  await prepareFirstRender();
  if (!serverState) {
    const router = createAppRouter();
    createRoot(root).render(app(router));
    return;
  }
  // The server rendered this page with its data (decision 017): its answers are this page's,
  // and with the page's code loaded first, the first render matches the HTML and takes it over.
  hydrate(queryClient, serverState.queries);
  // Each step below in a task of its own, none of them long on a cheap phone: evaluating the
  // app's modules (the task that ran this far); asking for the page's code (the build's preload
  // helper adds a <link> for each of its modules); making the router (its first read of
  // sessionStorage waits on the browser); the first pass of the takeover.
  await nextTask();
  await loadRouteModules(window.location);
  await nextTask();
  const router = createAppRouter({ hydrationData: serverState.router });
  // The parts kept as the server drew them (decision 035) are kept only on the page they came
  // with: once the app has moved to another address, whatever renders is drawn afresh.
  collectServerParts(root);
  const takenOverAt = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === takenOverAt) return;
    forgetServerParts();
    unsubscribe();
  });
  await nextTask();
  // The page is taken over in the language it was rendered in (lib/i18n.ts); if this browser
  // keeps another (its cookie older than the choice), the texts then switch to that one.
  void takeOverInTurns(() => hydrateRoot(root, app(router)))
    .then(forgetServerParts)
    .then(followStoredLanguage);
}

/**
 * Says on <html data-app="ready"> that the page answers now: a page rendered on the server is
 * visible, and its links work, before its buttons do (it is taken over part by part, in turns).
 * End-to-end tests wait for it.
 */
function AppReady() {
  useEffect(() => {
    void whenTakenOver().then(() => (document.documentElement.dataset.app = 'ready'));
  }, []);
  return null;
}

function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
}

void start(container);
