import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';
import { loadingSignedInTexts } from './signedInTexts';

const lazyOf = (route: RouteObject) => route.lazy as () => Promise<unknown>;

describe('the signed-in areas’ texts come with their pages', () => {
  it('leaves the public pages as they are, so a first visit fetches no extra texts', () => {
    const home = { index: true, lazy: vi.fn() };
    const blog = { path: 'blog/:slugUrl', lazy: vi.fn() };
    const login = { path: 'login', lazy: vi.fn() };
    const [a, b, c] = loadingSignedInTexts([home, blog, login]);
    expect(a!.lazy).toBe(home.lazy);
    expect(b!.lazy).toBe(blog.lazy);
    expect(c!.lazy).toBe(login.lazy);
  });

  it('fetches the texts with any other page, nested ones included, and keeps the page module', async () => {
    const page = { Component: () => null };
    const profile = { path: 'profile', lazy: vi.fn(async () => page) };
    const admin: RouteObject = {
      path: '/admin',
      children: [{ path: 'audit', lazy: vi.fn(async () => page) }],
    };
    const [wrappedProfile, wrappedAdmin] = loadingSignedInTexts([profile, admin]);
    expect(wrappedProfile!.lazy).not.toBe(profile.lazy);
    await expect(lazyOf(wrappedProfile!)()).resolves.toBe(page);
    await expect(lazyOf(wrappedAdmin!.children![0]!)()).resolves.toBe(page);
  });

  it('wraps the app’s own signed-in routes', () => {
    const pages = appRoutes[0]!.children![0]!.children!;
    const profile = pages.find((route) => route.path === 'profile');
    const home = pages.find((route) => route.index);
    expect(String(profile!.lazy)).toContain('loadSignedInTexts');
    expect(String(home!.lazy)).not.toContain('loadSignedInTexts');
  });
});
