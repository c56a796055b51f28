import type { Language } from '@care/shared';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/router';
import { isServerRendered } from './app/serverRenderedRoutes';
import { setApiTransport } from './lib/api';
import { defaultNS, i18n } from './lib/i18n';
import { hi } from './lib/locales/hi';
import { registerMessageTranslator } from './components/ui/fieldError';
import { translateMessage } from '@care/shared/i18n/translate';
import type { ServerState } from './lib/serverState';
import { HeadCollectorProvider, PAGE_HEAD, type PageHead } from './components/ui/DocumentHead';

// The server renders every language; the browser fetches Hindi only for a Hindi reader.
i18n.addResourceBundle('hi', defaultNS, hi);
registerMessageTranslator(translateMessage);

/**
 * Renders a public page on the server, with its data, so it paints before any script arrives
 * (decision 017). The API hands in its own fetch, answering in-process. A page's queries are
 * the ones its components ask for: a render collects them, they are fetched, and the page is
 * rendered again with the answers, until nothing more is asked (a filter's services wait for
 * its care types). The answers go with the page, so the browser hydrates without asking again.
 */

export interface RenderRequest {
  /** The whole address asked for, such as http://localhost:3000/service?page=2. */
  url: string;
  language: Language;
  fetch: typeof fetch;
}

export interface RenderedPage {
  html: string;
  /** The page's <title> and description, for index.html's <head>. */
  head: string;
  /** What the browser needs to take the page over: the queries' answers, the router's data. */
  state: ServerState;
  status: number;
}

/** Renders needed at most: the page, then after each round of answers. */
const MAX_ROUNDS = 3;

const handler = createStaticHandler(appRoutes);

/** A query a render asked for that has no answer yet and is not switched off. */
function isWanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  if (!isServerRendered(url.pathname)) return null;
  setApiTransport(request.fetch);

  const context = await handler.query(new Request(url), {});
  // A redirect or an answer of the router's own: the browser's app deals with it.
  if (context instanceof Response) return null;

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const pageI18n = i18n.cloneInstance({ lng: request.language });
  // Each render says its head afresh: the last render's is the page's.
  let head: PageHead = {};
  const page = (staticContext: StaticHandlerContext) => {
    head = {};
    return (
      <StrictMode>
        <HeadCollectorProvider head={head}>
          <AppProviders queryClient={queryClient} i18n={pageI18n}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, staticContext)}
              context={staticContext}
              hydrate={false}
            />
          </AppProviders>
        </HeadCollectorProvider>
      </StrictMode>
    );
  };

  let html = renderToString(page(context));
  for (let round = 1; round < MAX_ROUNDS; round += 1) {
    const wanted = queryClient.getQueryCache().getAll().filter(isWanted);
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map((query) =>
        queryClient.prefetchQuery({
          queryKey: query.queryKey,
          queryFn: query.options.queryFn,
          retry: false,
        }),
      ),
    );
    html = renderToString(page(context));
  }

  return {
    html,
    head: renderToString(
      <>
        {head.title !== undefined ? <title>{head.title}</title> : null}
        {head.description !== undefined ? (
          <meta name="description" content={head.description} {...{ [PAGE_HEAD]: '' }} />
        ) : null}
      </>,
    ),
    status: context.statusCode,
    state: {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, errors: context.errors },
    },
  };
}
