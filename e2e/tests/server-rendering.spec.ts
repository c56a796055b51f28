import { expect, test, type Page } from './support/test';

/**
 * Public pages arrive as HTML with their content (decision 017): a family on a slow phone reads
 * them before any script has run, and the script then takes them over without asking the API
 * for the same data again and without React finding a page unlike the one it would draw.
 */

interface Listed {
  data: { providers: { id: string }[] };
}

async function firstCaregiver(page: Page): Promise<{ id: string; name: string }> {
  const list = (await (
    await page.request.get('/api/v1/provider/auth/getOnlineProvidersForWeb?limit=1')
  ).json()) as Listed;
  const id = list.data.providers[0]!.id;
  const profile = (await (
    await page.request.get(`/api/v1/provider/auth/getProviderProfileById/${id}`)
  ).json()) as { data: { name: string } };
  return { id, name: profile.data.name };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lists, a profile and the blog come with their content', async ({ page }) => {
    await page.goto('/service');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.getByText('Result (24)')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page).toHaveTitle('Services | CareConnect');

    await page.goto('/company-service');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    const caregiver = await firstCaregiver(page);
    await page.goto(`/provider/${caregiver.id}`);
    await expect(page.getByRole('heading', { level: 1, name: caregiver.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Services' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('link', { name: /Book Now/ }).first()).toBeVisible();

    await page.goto('/blog');
    const firstPost = page.getByRole('main').getByRole('link').first();
    await expect(firstPost).toBeVisible();

    await page.goto('/cancellation-&-refunds');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a Hindi reader gets the page in Hindi from the server', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    await page.goto('/service');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'सेवाएँ' })).toBeVisible();
  });
});

test('the browser takes each page over without a mismatch or asking for the data again', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const caregiver = await firstCaregiver(page);
  for (const path of ['/', '/service', '/company-service', `/provider/${caregiver.id}`, '/blog']) {
    const asked: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/api/v1/') && !request.url().includes('/api/v1/media/')) {
        asked.push(request.url());
      }
    };
    page.on('request', onRequest);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(asked, path).toEqual([]);
  }
  expect(problems).toEqual([]);

  // A Hindi reader's page is taken over too: the Hindi texts arrive before the first render.
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: page.url() }]);
  await page.evaluate(() => localStorage.setItem('lang', 'hi'));
  for (const path of ['/', '/service']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'सेवाएँ' })).toBeVisible();
  expect(problems).toEqual([]);

  // A reader who chose English since the cookie was written: the page the server rendered in
  // Hindi is taken over as it is, then follows the choice this browser keeps.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/service');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // The cards, kept as the server drew them in Hindi (decision 035), are drawn again in English.
  await expect(page.locator('[data-kept^="card-"]').first()).toContainText('Book Now');
  // And tells the server, so the next page comes in English.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value)
    .toBe('en');
  expect(problems).toEqual([]);
  await page.context().clearCookies({ name: 'lang' });

  // Taken over, it answers: the list pages on the client, with the URL kept.
  await page.goto('/service?limit=5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 / 5')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
});

test('a list keeps the cards the server drew, and their links still move inside the app', async ({
  page,
}) => {
  const caregiver = await firstCaregiver(page);
  await page.goto('/service');
  // Marks this document and the first card's element, before the app has started.
  await page.evaluate(() => {
    const state = window as unknown as { sameDocument?: boolean; serverCard?: Element | null };
    state.sameDocument = true;
    state.serverCard = document.querySelector('[data-kept^="card-"] article');
  });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // Taken over, the card is still the element the server sent (decision 035).
  expect(
    await page.evaluate(() => {
      const { serverCard } = window as unknown as { serverCard?: Element | null };
      return !!serverCard && serverCard === document.querySelector('[data-kept^="card-"] article');
    }),
  ).toBe(true);

  await page
    .locator(`[data-kept="card-${caregiver.id}"]`)
    .getByRole('link', { name: caregiver.name })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/provider/${caregiver.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: caregiver.name })).toBeVisible();
  // No page load: the app navigated itself, as a <Link> would have.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  // Back on the list, the cards are the app's own now, and the footer's links move inside it too.
  await page.goBack();
  await expect(page.locator('[data-kept^="card-"]').first()).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('a rendered page is on screen before the app is fetched, and its stylesheet is not fetched again', async ({
  page,
}) => {
  // The server writes the stylesheet into the page; nothing should ask for it beside that copy.
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  for (const path of ['/blog', '/service', '/']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const { contentPaint, appFetched } = await page.evaluate(() => ({
      contentPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      appFetched: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/main-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(contentPaint, `${path}: the content's first paint`).toBeDefined();
    expect(appFetched, `${path}: the app's module`).toBeDefined();
    expect(appFetched!, path).toBeGreaterThan(contentPaint!);
  }
  expect(stylesheets).toEqual([]);
});
