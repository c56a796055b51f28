import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive rendered by the server (decision 017): they are visible, and a test could
 * click a button, before the app has taken them over. After each full page load this waits for
 * the app's own word that it has (<html data-app="ready">), as a person's tap would need it.
 */
export function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Every flow runs under the pages' strict Content-Security-Policy (decision 021): anything
    // it blocks (an injected <style>, an inline handler) fails the test that met it.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) blocked.push(message.text());
    });
    await use(javaScriptEnabled === false ? page : waitForAppOnLoad(page));
    expect(blocked, 'what the Content-Security-Policy blocked').toEqual([]);
  },
});
