import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * Every page works under its strict Content-Security-Policy (decision 021): no inline script, no
 * inline style, no style attribute. Chromium reports each thing the policy blocks as a
 * `securitypolicyviolation` event and a console error; a page that loses its styles or a script
 * that way fails here, and the toasts, whose stylesheet is now a file, still look like toasts.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects the page's violations from its first moment, before any of its own code runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const sample = event.sample ? ` (${event.sample})` : '';
      window.cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${sample} at ${event.sourceFile || document.location.pathname}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** The violations seen on the page now open, with those of the console so far. */
async function violationsOn(page: Page, problems: string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.cspViolations ?? []);
  return [...events, ...problems];
}

async function firstCaregiverId(request: APIRequestContext): Promise<string> {
  const list = (await (
    await request.get('/api/v1/provider/auth/getOnlineProvidersForWeb?limit=1')
  ).json()) as { data: { providers: { id: string }[] } };
  return list.data.providers[0]!.id;
}

async function firstPostPath(request: APIRequestContext): Promise<string> {
  const blogs = (await (await request.get('/api/v1/Careconnect/blog/getAllTrue')).json()) as {
    data: { slugUrl: string }[];
  };
  return `/blog/${blogs.data[0]!.slugUrl}`;
}

test('no page breaks its Content-Security-Policy', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = await watchViolations(page);
  const caregiver = await firstCaregiverId(request);
  const post = await firstPostPath(request);
  const pages = [
    '/',
    '/service',
    `/provider/${caregiver}`,
    '/blog',
    post,
    '/login',
    `/booking/${caregiver}`,
    '/login-dashboard',
    '/admin/login',
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy, `${path} has a policy`).toContain("default-src 'self'");
    expect(policy, `${path} allows no inline`).not.toContain('unsafe-inline');
    // Lazy parts (pictures, the next route's code) have come in.
    await page.waitForLoadState('networkidle');
    expect(await violationsOn(page, problems), `violations on ${path}`).toEqual([]);
  }
});

test('the API docs work under a policy with no inline style', async ({ context }) => {
  // A page of its own: the docs are not the app, which the fixture's goto waits for.
  const page = await context.newPage();
  const problems = await watchViolations(page);
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await expect(page.getByRole('heading', { name: /CareConnect API/ })).toBeVisible();
  // An operation opened: its schemas and examples are drawn too.
  await page.locator('.opblock-summary').first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violationsOn(page, problems)).toEqual([]);
});

test('a toast still shows, styled, with its stylesheet a file', async ({ page, request }) => {
  const problems = await watchViolations(page);
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(
    page.getByText(`We have sent a 6-digit OTP to ******${mobile.slice(-4)}`),
  ).toBeVisible();
  const sent = (await (await request.get(`/api/v1/dev/outbox?mobile=${mobile}`)).json()) as {
    data: { otp: string }[];
  };
  const wrong = sent.data[0]!.otp === '000000' ? '111111' : '000000';
  await page.getByLabel('Digit 1 of 6').pressSequentially(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Invalid OTP' });
  await expect(toast).toBeVisible();
  // react-toastify's own stylesheet applied: a card in a fixed corner, not bare text in the flow.
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
  await expect(page.locator('.Toastify__toast').first()).toHaveCSS('min-height', '64px');
  expect(await violationsOn(page, problems)).toEqual([]);
});
