import { expect, test, type Page } from './support/test';

/**
 * Discovery on the seeded demo data (24 caregivers, 10 companies, Elder Care and Child Care,
 * 6 blog posts), driven like a visitor: by role and label.
 */

interface ListingPage {
  data: { pagination: { total: number } };
}

/** The API's own count for a filter, so the test does not hard-code the seed's mix. */
async function providerTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(
    `/api/v1/provider/auth/getOnlineProvidersForWeb?${query}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ListingPage).data.pagination.total;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('filters, searches and pages the caregiver list, then opens a profile', async ({ page }) => {
  await page.goto('/service?limit=5');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByText('Result (24)')).toBeVisible();
  await expect(cards(page)).toHaveCount(5);

  // Page forward to the end and back.
  const prev = page.getByRole('button', { name: 'Prev' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByText('1 / 5')).toBeVisible();
  await expect(prev).toBeDisabled();
  const firstOnPageOne = await cards(page).first().getByRole('heading').textContent();
  await next.click();
  await expect(page.getByText('2 / 5')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '');
  for (const expected of ['3 / 5', '4 / 5', '5 / 5']) {
    await next.click();
    await expect(page.getByText(expected)).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(cards(page)).toHaveCount(4);
  await prev.click();
  await expect(page.getByText('4 / 5')).toBeVisible();
  await expect(prev).toBeEnabled();

  // Care type, then service: the service select waits for the care type; page goes back to 1.
  const careType = page.getByRole('combobox', { name: 'Care Type' });
  const service = page.getByRole('combobox', { name: 'Service' });
  await expect(service).toBeDisabled();
  await careType.selectOption({ label: 'Child Care' });
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(service).toBeEnabled();
  const categoryId = new URL(page.url()).searchParams.get('categoryId') ?? '';
  expect(categoryId).not.toBe('');
  const childTotal = await providerTotal(page, `serviceCategoryId=${categoryId}`);
  await expect(page.getByText(`Result (${childTotal})`)).toBeVisible();
  await expect(page.getByText(`1 / ${Math.ceil(childTotal / 5)}`)).toBeVisible();

  await service.selectOption({ label: 'Nanny / Babysitter' });
  const serviceId = new URL(page.url()).searchParams.get('serviceId') ?? '';
  expect(serviceId).not.toBe('');
  const nannyTotal = await providerTotal(
    page,
    `serviceCategoryId=${categoryId}&serviceId=${serviceId}`,
  );
  await expect(page.getByText(`Result (${nannyTotal})`)).toBeVisible();
  for (const card of await cards(page).all()) {
    await expect(card.getByText('Child Care')).toBeVisible();
  }

  // Search waits for typing to pause, then narrows the list.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Meena');
  await expect(page).toHaveURL(/[?&]search=Meena/);
  await expect(page.getByText('Result (1)')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  // Open the caregiver's profile.
  await page.getByRole('link', { name: 'Meena Kumari', exact: true }).click();
  await expect(page).toHaveURL(/\/provider\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meena Kumari' })).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByText('8 years', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
    'href',
    /^\/booking\/[0-9a-f-]{36}$/,
  );
  const services = page.getByRole('region', { name: 'Available Services' });
  await expect(services.getByText('Nanny / Babysitter')).toBeVisible();
  await expect(services.getByText(/₹[\d,]+/).first()).toBeVisible();

  // Back restores the filtered list from the address.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Meena');
  await expect(page.getByRole('combobox', { name: 'Care Type' })).toHaveValue(categoryId);
  await expect(page.getByText('Result (1)')).toBeVisible();
});

test('opens a partner company from the Partner list', async ({ page }) => {
  await page.goto('/service');
  await page
    .getByRole('navigation', { name: 'Provider type' })
    .getByRole('link', { name: 'Partner' })
    .click();
  await expect(page).toHaveURL(/\/company-service$/);
  await expect(page.getByText('Result (10)')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
    'placeholder',
    'Search for Company',
  );
  await expect(page.getByRole('combobox', { name: 'Services' })).toBeDisabled();

  const first = cards(page).first();
  const profileLink = first.getByRole('link').first();
  const name = (await profileLink.getAttribute('title')) ?? '';
  expect(name).not.toBe('');
  await expect(first.getByRole('link', { name: `Book Now with ${name}` })).toHaveAttribute(
    'href',
    /^\/company-service-booking\/[0-9a-f-]{36}$/,
  );
  await profileLink.click();
  await expect(page).toHaveURL(/\/compnay-provider\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('10+ years', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
    'href',
    /^\/company-service-booking\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByText(/per day/).first()).toBeVisible();
});

test('reads a blog post from the home page', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Find Services Near You' }),
  ).toBeVisible();
  const nearby = page.locator('section', {
    has: page.getByRole('heading', { name: 'Find Services Near You' }),
  });
  await expect(nearby.getByRole('article')).toHaveCount(4);
  await nearby.getByRole('button', { name: 'Partner' }).click();
  await expect(nearby.getByRole('link', { name: /^Book Now with / }).first()).toHaveAttribute(
    'href',
    /^\/company-service-booking\//,
  );

  const blogs = page.locator('section', { has: page.getByRole('heading', { name: 'Blogs' }) });
  const posts = blogs.getByRole('article').getByRole('link');
  await expect(posts).toHaveCount(4);
  const firstPost = posts.first();
  const title = (await firstPost.getByRole('heading').textContent()) ?? '';
  await firstPost.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The post's own sections come through the sanitised HTML.
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);

  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('filters from the drawer', async ({ page }) => {
    await page.goto('/service');
    await expect(page.getByText('Result (24)')).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Skills' })).toBeDisabled();
    await drawer.getByRole('combobox', { name: 'Care Type' }).selectOption({ label: 'Elder Care' });
    await expect(drawer.getByRole('combobox', { name: 'Skills' })).toBeEnabled();
    await drawer.getByRole('combobox', { name: 'Skills' }).selectOption({ label: 'Dementia Care' });
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]categoryId=[0-9a-f-]{36}&serviceId=[0-9a-f-]{36}/);
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('2');
    // Nothing on the page is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });
});
