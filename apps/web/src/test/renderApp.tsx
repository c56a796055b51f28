import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { appRoutes } from '../app/router';

/** Renders the real app (same route objects as production) at `path` in a memory router. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

function* routesIn(routes: RouteObject[]): Generator<RouteObject> {
  for (const route of routes) {
    yield route;
    if (route.children) yield* routesIn(route.children);
  }
}

/**
 * Loads the lazy page modules of these route paths up front (e.g. ['login', 'profile']), so a
 * busy machine spends the module transform before a test starts waiting, not inside its waits.
 * Through the router's own lazy() calls, so no feature's test imports another feature.
 */
export async function preloadPages(paths: string[]): Promise<void> {
  const wanted = [...routesIn(appRoutes)].filter((route) => paths.includes(route.path ?? ''));
  if (wanted.length !== paths.length) throw new Error(`Unknown page in ${paths.join(', ')}`);
  await Promise.all(
    wanted.map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}
