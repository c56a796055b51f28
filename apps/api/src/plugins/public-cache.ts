import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  catalogContracts as catalog,
  contentContracts as content,
  listingContracts as listings,
  reviewContracts as reviews,
  type ApiContract,
} from '@care/shared';
import {
  cacheTags,
  createPublicCache,
  matchesIfNoneMatch,
  type CacheTicket,
  type PublicCache,
} from '../lib/public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answers kept in memory; services that change their data invalidate them. */
    publicCache: PublicCache;
  }
}

/**
 * `catalog`: what the operator changes (categories, services, posts, banners), rarely; browsers
 * may keep it for the same time as this process does. `profile`: what caregivers change (their
 * profile, prices, online switch) and families' reviews; browsers ask again every time, and
 * this process confirms their copy (304) or answers from memory.
 */
type Group = 'catalog' | 'profile';

interface Policy {
  contract: ApiContract;
  group: Group;
  /** The data the answer shows, from the route's path params. */
  tags(params: Record<string, string>): string[];
}

const seller = (kind: 'Provider' | 'Company', id: string | undefined) =>
  cacheTags.seller(kind, id ?? '');

/**
 * The public GETs answered from memory with an ETag. None of them depends on who asks (a token
 * is ignored) or on the language (a success carries no message), so one copy serves everyone.
 */
const policies: Policy[] = [
  { contract: catalog.getAllServiceCategories, group: 'catalog', tags: () => [cacheTags.catalog] },
  { contract: catalog.getAllServicesByCategory, group: 'catalog', tags: () => [cacheTags.catalog] },
  { contract: content.getAllTrueBanners, group: 'catalog', tags: () => [cacheTags.content] },
  { contract: content.getAllTrueBlogs, group: 'catalog', tags: () => [cacheTags.content] },
  { contract: content.getBlogBySlug, group: 'catalog', tags: () => [cacheTags.content] },
  {
    contract: listings.getProviderProfileById,
    group: 'profile',
    tags: (p) => [cacheTags.catalog, seller('Provider', p.id)],
  },
  {
    contract: listings.getCompanyProfileByID,
    group: 'profile',
    tags: (p) => [cacheTags.catalog, seller('Company', p.id)],
  },
  {
    contract: listings.getAllProviderServicesForCustomer,
    group: 'profile',
    tags: (p) => [cacheTags.catalog, seller('Provider', p.providerId)],
  },
  {
    contract: listings.getAllCompanyServicesForCustomer,
    group: 'profile',
    tags: (p) => [cacheTags.catalog, seller('Company', p.companyId)],
  },
  {
    contract: reviews.getProviderReviews,
    group: 'profile',
    tags: (p) => [cacheTags.reviews, seller('Provider', p.id)],
  },
  {
    contract: reviews.getCompanyReviews,
    group: 'profile',
    tags: (p) => [cacheTags.reviews, seller('Company', p.id)],
  },
];

const API_PREFIX = '/api/v1';

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Cache-Control of a group. With memory off (0 s) browsers are told to ask every time, so a
 * change is never hidden by a copy nobody can invalidate.
 */
export function cacheControlOf(group: Group, seconds: number): string {
  return group === 'catalog' && seconds > 0
    ? `public, max-age=${seconds}, stale-while-revalidate=${seconds}`
    : 'public, no-cache';
}

/** The hooks that answer one route from memory and keep what it answers. */
function cachingHooks(
  cache: PublicCache,
  policy: Policy,
  seconds: number,
): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  const cacheControl = cacheControlOf(policy.group, seconds);
  // A query only changes the answer where the contract reads one; elsewhere it is ignored, and
  // leaving it out of the key keeps `?anything` from filling the cache.
  const keyOf = (request: FastifyRequest) => {
    if (policy.contract.query) return request.url;
    const mark = request.url.indexOf('?');
    return mark < 0 ? request.url : request.url.slice(0, mark);
  };
  const pending = new WeakMap<FastifyRequest, { key: string; ticket: CacheTicket }>();

  const answer = (request: FastifyRequest, reply: FastifyReply, etag: string) => {
    reply.header('etag', etag).header('cache-control', cacheControl);
    return matchesIfNoneMatch(request.headers['if-none-match'], etag);
  };

  return {
    /**
     * Answers a copy before validation: only a URL that was validated and answered 200 before
     * can be in the cache.
     */
    onRequest(request, reply, done) {
      const key = keyOf(request);
      const hit = cache.get(key);
      if (!hit) {
        const params = request.params as Record<string, string>;
        pending.set(request, { key, ticket: cache.begin(policy.tags(params)) });
        done();
        return;
      }
      if (answer(request, reply, hit.etag)) {
        void reply.code(304).send();
        return;
      }
      void reply.type('application/json; charset=utf-8').send(hit.body);
    },

    onSend(request, reply, payload, done) {
      const made = pending.get(request);
      // A copy from memory already has its headers; a refusal is neither kept nor tagged.
      if (!made || reply.statusCode !== 200 || typeof payload !== 'string') {
        done(null, payload);
        return;
      }
      pending.delete(request);
      // Words for a person are in the reader's language (plugins/language.ts): not for everyone.
      const keepFor = reply.hasHeader('content-language') ? 0 : seconds;
      const { etag } = cache.set(made.key, made.ticket, payload, keepFor);
      if (answer(request, reply, etag)) {
        // The client's copy is this answer: headers only (and the body's type goes with it).
        void reply.code(304).removeHeader('content-type');
        done(null, null);
        return;
      }
      done(null, payload);
    },
  };
}

/**
 * ETag, Cache-Control and 304 for the public reads of the catalog, content and sellers' public
 * pages, answered from this process's memory for a few seconds (settings CATALOG_CACHE_SECONDS
 * and PROFILE_CACHE_SECONDS; README "Caching"). The routes stay as they are: the hooks are added
 * as each listed route is registered, and start-up fails if a listed route never is.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createPublicCache();
    app.decorate('publicCache', cache);
    const seconds: Record<Group, number> = {
      catalog: app.config.publicCache.catalogSeconds,
      profile: app.config.publicCache.profileSeconds,
    };
    const byUrl = new Map(policies.map((policy) => [API_PREFIX + policy.contract.path, policy]));
    const registered = new Set<Policy>();

    app.addHook('onRoute', (route: RouteOptions) => {
      const policy = route.method === 'GET' ? byUrl.get(route.url ?? '') : undefined;
      if (!policy) return;
      registered.add(policy);
      const hooks = cachingHooks(cache, policy, seconds[policy.group]);
      route.onRequest = [...asArray(route.onRequest), hooks.onRequest];
      route.onSend = [...asArray(route.onSend), hooks.onSend];
    });

    app.addHook('onReady', async () => {
      const missing = policies.filter((policy) => !registered.has(policy));
      if (missing.length) {
        throw new Error(
          `public cache: no GET route for ${missing.map((p) => p.contract.path).join(', ')}`,
        );
      }
    });
  },
  { name: 'public-cache' },
);
