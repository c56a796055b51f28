import { expect, test, type Locator, type Page } from './support/test';
import { indiaDate } from './support/dates';
import { newMobile, otpFromOutbox } from './support/people';

/*
 * On a 360 px phone the assistant button never covers a page's main button: each main button,
 * scrolled into view the way a browser does it and then to the bottom edge of the screen (where
 * a floating corner button would sit on top of it), is clear of the assistant, and a tap on its
 * middle lands on it.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function assistant(page: Page): Locator {
  return page.getByRole('button', { name: /^(Open|Close) assistant$/ });
}

/** Two frames: the scroll's own listeners (the top bar turning fixed) have re-rendered. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

async function expectClearOfAssistant(page: Page, button: Locator, what: string) {
  await expect(button, what).toBeVisible();
  const placements = [
    ['as the browser scrolls it into view', () => button.scrollIntoViewIfNeeded()],
    [
      'at the bottom edge of the screen',
      () => button.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' })),
    ],
  ] as const;
  for (const [where, scroll] of placements) {
    await scroll();
    await settle(page);
    const [mine, theirs] = await Promise.all([button.boundingBox(), assistant(page).boundingBox()]);
    expect(mine, `${what}: on screen ${where}`).not.toBeNull();
    expect(theirs, 'the assistant button is on screen').not.toBeNull();
    expect(overlaps(mine!, theirs!), `${what}, ${where}, is clear of the assistant`).toBe(false);
    const tapped = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && el.contains(top);
    });
    expect(tapped, `${what}, ${where}: a tap on its middle lands on it`).toBe(true);
  }
}

/** Nothing on the page is wider than the phone: no sideways scrolling, no text cut off. */
async function expectFitsScreen(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} fits a 360 px screen`).toBeLessThanOrEqual(360);
}

async function firstProviderId(page: Page): Promise<string> {
  const list = await page.request.get('/api/v1/provider/auth/getOnlineProvidersForWeb?limit=1');
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { data: { providers: { id: string }[] } }).data.providers[0]!.id;
}

test('the assistant sits in the top bar, a full touch target, and opens its panel', async ({
  page,
}) => {
  await page.goto('/contact');
  const button = assistant(page);
  const box = (await button.boundingBox())!;
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.y).toBeGreaterThanOrEqual(bar.y);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
  // Still in the bar once the page scrolls and the bar is fixed.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await settle(page);
  const scrolled = (await button.boundingBox())!;
  expect(scrolled.y).toBeGreaterThanOrEqual(0);
  expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(64);

  await button.click();
  const panel = page.getByRole('dialog', { name: 'Voice assistant' });
  await expect(panel).toBeVisible();
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.x).toBeGreaterThanOrEqual(0);
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(360);
});

test('public pages: home, the caregiver list and a caregiver profile', async ({ page }) => {
  const providerId = await firstProviderId(page);

  await page.goto('/');
  for (const name of ['Sign Up & Book Now', 'Explore Services Near Me']) {
    await expectClearOfAssistant(page, page.getByRole('link', { name }), `Home: ${name}`);
  }
  await expectFitsScreen(page, 'Home');

  await page.goto('/service');
  await expectClearOfAssistant(
    page,
    page.getByRole('searchbox', { name: 'Search' }),
    'List: Search',
  );
  const bookNow = page.getByRole('link', { name: 'Book Now' });
  await expect(bookNow.first()).toBeVisible();
  for (const index of [0, 1, (await bookNow.count()) - 1]) {
    await expectClearOfAssistant(page, bookNow.nth(index), `List: Book Now #${index + 1}`);
  }
  await expectFitsScreen(page, 'The caregiver list');

  await page.goto(`/provider/${providerId}`);
  await expectClearOfAssistant(
    page,
    page.getByRole('link', { name: 'Book Now' }).first(),
    'Profile: Book Now',
  );
  // The profile's reviews, with their bars of star counts, once overflowed to 954 px.
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expectFitsScreen(page, 'A caregiver profile');
});

test('signing in, completing the profile and every step of the booking wizard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const providerId = await firstProviderId(page);
  const mobile = newMobile('93');

  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await expectClearOfAssistant(page, page.getByRole('button', { name: 'Get OTP' }), 'Get OTP');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByLabel('Digit 1 of 6').pressSequentially(await otpFromOutbox(request, mobile));
  await expectClearOfAssistant(page, page.getByRole('button', { name: 'Verify' }), 'Verify');
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/update_profile$/);
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Email').fill(`kavya.${mobile}@example.in`);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1986-02-11');
  await page.getByLabel('Address').fill('3 Lake Road, Kochi');
  await page.getByLabel('Pincode').fill('682011');
  const save = page.getByRole('button', { name: 'Update Profile' });
  await expectClearOfAssistant(page, save, 'Update profile: Save');
  await save.click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto(`/booking/${providerId}`);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('radio').first().check();
  await expectClearOfAssistant(page, continueButton, 'Wizard step 1: Continue');
  await continueButton.click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  // Far ahead, so no other spec's booking of this caregiver takes these days.
  await page.getByLabel('Start date').fill(indiaDate(75));
  await page.getByLabel('End date').fill(indiaDate(76));
  await expectClearOfAssistant(page, continueButton, 'Wizard step 2: Continue');
  await continueButton.click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Family Member' });
  await modal.getByLabel('Name').fill('Devaki Menon');
  await modal.getByLabel('Gender').selectOption('Female');
  await modal.getByLabel('Age').fill('71');
  await modal.getByLabel('Relation').selectOption('Mother');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('radio', { name: /Devaki Menon/ })).toBeChecked();
  const fits = page.getByRole('checkbox', { name: 'Yes, book this care for them' });
  if (await fits.isVisible()) await fits.check();
  await expectClearOfAssistant(page, continueButton, 'Wizard step 3: Continue');
  await continueButton.click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expectClearOfAssistant(
    page,
    page.getByRole('button', { name: 'Confirm & Pay' }),
    'Wizard step 4: Confirm & Pay',
  );
});
