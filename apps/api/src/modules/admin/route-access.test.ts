import { randomUUID } from 'node:crypto';
import { catalogContracts } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  signIn,
  signInAdminOperator,
  signInSupportOperator,
  type SignedIn,
} from '../../test/auth.ts';

/*
 * Walks every operator route the app actually registers, not a list kept by hand, so a new
 * route under /api/v1/admin that forgets its guard fails here: 401 without a token, 403 to a
 * family, a caregiver or a company, 403 to a support operator where the admin role is needed,
 * and never 401 or 403 to an admin.
 */

type AdminRoute = RegisteredRoute;

/**
 * The spec puts the public catalog reads under /admin/service/ (the home page and the filters
 * call them without a token). They are the only routes there that anyone may call.
 */
const publicCatalogReads = new Set(
  Object.values(catalogContracts).map((contract) => `/api/v1${contract.path}`),
);

const routes: AdminRoute[] = [];

/** Path params filled with an id that exists nowhere: the guard must answer before any lookup. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'type' ? 'Provider' : randomUUID()));

describe('every operator route', () => {
  let t: TestApp;
  let tokens: Record<'Customer' | 'Provider' | 'Company' | 'support' | 'admin', SignedIn>;

  beforeAll(async () => {
    t = await createTestApp();
    routes.push(
      ...t.app.registeredRoutes.filter(
        (route) =>
          route.method !== 'HEAD' &&
          route.url.startsWith('/api/v1/admin') &&
          !publicCatalogReads.has(route.url),
      ),
    );
    tokens = {
      Customer: await signIn(t.app, 'Customer'),
      Provider: await signIn(t.app, 'Provider'),
      Company: await signIn(t.app, 'Company'),
      support: await signInSupportOperator(t.app),
      admin: await signInAdminOperator(t.app),
    };
  });
  afterAll(() => t.close());

  const call = (route: AdminRoute, auth?: SignedIn) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: auth ? auth.auth : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('are found and each names the least operator role it needs', () => {
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      expect(['admin', 'support'], `${route.method} ${route.url}`).toContain(route.operatorRole);
    }
  });

  it('answer 401 without a token', async () => {
    for (const route of routes) {
      const res = await call(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('answer 403 to a family, a caregiver and a company', async () => {
    for (const route of routes) {
      for (const userType of ['Customer', 'Provider', 'Company'] as const) {
        const res = await call(route, tokens[userType]);
        expect(res.statusCode, `${userType}: ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('answer 403 to a support operator where the admin role is needed, and admit them elsewhere', async () => {
    const adminOnly = routes.filter((route) => route.operatorRole === 'admin');
    for (const route of routes) {
      const res = await call(route, tokens.support);
      const label = `${route.method} ${route.url}`;
      if (adminOnly.includes(route)) expect(res.statusCode, label).toBe(403);
      else expect([401, 403], label).not.toContain(res.statusCode);
    }
  });

  it('admit an admin to every one', async () => {
    for (const route of routes) {
      const res = await call(route, tokens.admin);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('stop admitting an operator whose number leaves the settings', async () => {
    const narrowed = await createTestApp({
      ADMIN_MOBILES: '9000000001',
      SUPPORT_MOBILES: '9000000003',
    });
    try {
      const support = await signIn(narrowed.app, 'Admin', '9000000003');
      const get = () =>
        narrowed.app.inject({ url: '/api/v1/admin/audit/getAuditLog', headers: support.auth });
      expect((await get()).statusCode).toBe(200);
      narrowed.config.supportMobiles.splice(0);
      expect((await get()).statusCode).toBe(403);
    } finally {
      await narrowed.close();
    }
  });
});
