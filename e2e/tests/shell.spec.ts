import { expect, test, type Page } from './support/test';

/** Every route of SPEC section 2, in a real browser against the app started like the README. */

async function firstIds(page: Page) {
  const providers = await page.request.get(
    '/api/v1/provider/auth/getOnlineProvidersForWeb?limit=1',
  );
  const companies = await page.request.get('/api/v1/company/auth/getOnlineCompaniesForWeb?limit=1');
  const blogs = await page.request.get('/api/v1/Careconnect/blog/getAllTrue');
  return {
    providerId: (await providers.json()).data.providers[0].id as string,
    companyId: (await companies.json()).data.companies[0].id as string,
    slug: (await blogs.json()).data[0].slugUrl as string,
  };
}

/** Fails the test on any uncaught page error, so a blank crash cannot pass. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the API is healthy and serves its docs', async ({ request }) => {
  const health = await request.get('/api/v1/health');
  expect(await health.json()).toEqual({ success: true, data: { db: 'ok' } });
  expect((await request.get('/api/docs/json')).ok()).toBe(true);
});

test('every public route renders a page with one main heading', async ({ page }) => {
  const errors = watchErrors(page);
  const { providerId, companyId, slug } = await firstIds(page);
  const routes = [
    '/',
    '/blog',
    `/blog/${slug}`,
    '/login',
    '/service',
    '/company-service',
    `/provider/${providerId}`,
    `/compnay-provider/${companyId}`,
    `/company-provider/${companyId}`,
    '/provider-registration',
    '/company-registration',
    '/contact',
    '/privacy-policy',
    '/terms-&-condition',
    '/cancellation-&-refunds',
    '/ProviderSuccess',
    '/login-dashboard',
    '/ProviderDashboard',
    '/order-Details/123',
    '/product',
    '/Categories',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('h1'), route).toHaveCount(1);
    await expect(page.locator('h1'), route).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!'), route).toHaveCount(0);
    await expect(page.getByText('Page Not Found'), route).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('customer-only pages send a visitor to sign in', async ({ page }) => {
  for (const route of [
    '/profile',
    '/update_profile',
    '/booking/abc',
    '/company-service-booking/abc',
  ]) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/login$/);
  }
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer carries the spec links and hides on the three paths', async ({ page }) => {
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login');
  await expect(footer.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
    'href',
    '/service',
  );
  await expect(footer.getByRole('link', { name: 'Registration' })).toHaveAttribute(
    'href',
    '/login-dashboard',
  );
  await expect(footer).toContainText('Made in India');
  for (const hidden of ['/product', '/Categories', '/order-Details/42']) {
    await page.goto(hidden);
    await expect(page.getByRole('contentinfo'), hidden).toHaveCount(0);
  }
});

test('the top bar links, mobile menu and sticky bar work', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/contact');
  const menu = page.getByRole('button', { name: /open menu/i });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(page.getByRole('button', { name: /close menu/i })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/terms-&-condition');
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
});

test('static pages carry their real content', async ({ page }) => {
  await page.goto('/terms-&-condition');
  await expect(page.getByText(/Goa/).first()).toBeVisible();
  await page.goto('/cancellation-&-refunds');
  for (const figure of ['100%', '50%', '25%']) {
    await expect(page.getByText(figure).first()).toBeVisible();
  }
  await page.goto('/contact');
  for (const group of ['Reservations', 'Reception Desk']) {
    await expect(page.getByRole('heading', { name: new RegExp(group) })).toBeVisible();
  }
});
