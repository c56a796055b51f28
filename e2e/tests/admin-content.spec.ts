import { auditEntries, operators, signInOperator } from './support/operator';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from './support/test';

/*
 * The operator's blog and banners, end to end in real Chromium against the real API on a fresh database:
 * the operator writes a post in the rich-text editor with a cover, previews it with the public
 * page's own component, publishes it, and families see it at once on the home page and at
 * /blog; the publishing is in the audit log. The post is deleted at the end, so the other specs
 * find the seeded blog as it was.
 */

/** A 1x1 PNG: small, but genuine, as the server checks the bytes and resizes them. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The operator's signed-in browser state, kept after the first sign-in: a second OTP to the
 * same number within the resend time would be refused, as it would be for a person.
 */
let operatorSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

async function signIn(page: Page, request: APIRequestContext) {
  if (operatorSession) {
    await page.context().addCookies(operatorSession.cookies);
    await page.goto('/admin/login');
    await page.evaluate((origins) => {
      for (const { localStorage: items } of origins) {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }
    }, operatorSession.origins);
    await page.goto('/admin');
    return;
  }
  await signInOperator(page, request, operators.content);
  operatorSession = await page.context().storageState();
}

const TITLE = 'Keeping parents cool in the summer heat';
const SLUG = 'keeping-parents-cool-in-the-summer-heat';

test('the operator writes, previews and publishes a post with a cover; families see it at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Blog posts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  // The seeded posts are listed, published.
  await expect(
    page.getByRole('table', { name: 'Blog posts' }).getByText('Published').first(),
  ).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  await page.getByLabel('Title').fill(TITLE);
  // The address families will use, made from the title before anything is saved.
  await expect(page.getByText(`/blog/${SLUG}`)).toBeVisible();

  const body = page.getByRole('textbox', { name: 'Post' });
  await body.click();
  await page.keyboard.type('Summer afternoons in India can reach 45 degrees. ');
  // A toolbar button hands the focus back to the editor; keys typed before it is back are
  // lost on a busy machine (a CI run lost the 'S' of 'Signs'), so each waits for it.
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('Water every hour');
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type(', even without thirst.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('Signs of heat stroke');
  await expect(body.locator('strong')).toHaveText('Water every hour');

  await page
    .getByLabel('Choose cover')
    .setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Cover: current picture' })).toBeVisible();

  // The preview is the public post page's own component, with the server's sanitised HTML.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(
    preview.getByRole('heading', { level: 2, name: 'Signs of heat stroke' }),
  ).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Water every hour');
  await preview.getByRole('button', { name: 'Back to editing' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Post published')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f-]{36}$/);
  const postId = page.url().split('/').at(-1)!;
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  // The stored cover, cut to 16:9 by the server, has replaced the chosen file's preview.
  await expect(page.getByRole('img', { name: 'Cover: current picture' })).toHaveAttribute(
    'src',
    /^\/api\/v1\/media\/cover\/\d{4}\/\d{2}\/[0-9a-f-]{36}-640\.webp$/,
  );

  // An upload that is not a picture is refused, and the cover stays as it was.
  await page.getByLabel('Change cover').setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4 not a picture at all'),
  });
  await expect(page.getByText('Cover must be a JPEG, PNG or WebP image')).toBeVisible();

  // The audit log has the publishing, with the operator who did it.
  const published = await auditEntries(page, request, 'blog.publish');
  expect(published.map((entry) => entry.entityId)).toContain(postId);
  await page.goto('/admin/audit?action=blog.publish');
  await expect(
    page.getByRole('list', { name: 'Audit entries' }).getByText(`blog ${postId}`),
  ).toBeVisible();

  // Families: the newest post leads the home page's blogs, with its cover.
  await page.goto('/');
  const blogs = page.locator('section', { has: page.getByRole('heading', { name: 'Blogs' }) });
  const card = blogs.getByRole('link', { name: new RegExp(TITLE) });
  await expect(card).toHaveAttribute('href', `/blog/${SLUG}`);
  await expect(card.locator('img')).toHaveAttribute('src', /\/media\/cover\/.+-640\.webp$/);

  await page.goto('/blog');
  await page.getByRole('link', { name: new RegExp(TITLE) }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('article').locator('strong')).toHaveText('Water every hour');
  await expect(page.getByRole('article').locator('img').first()).toHaveAttribute(
    'src',
    /\/media\/cover\/.+-1280\.webp$/,
  );

  // Deleted from the console, it is gone from the blog at once.
  await page.goto(`/admin/blogs/${postId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(TITLE) })).toHaveCount(0);
  await page.goto(`/blog/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
});

test('the operator adds a banner with a picture, orders it first, and the home page shows it at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Banners' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();

  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banner' });
  await dialog.getByLabel('Title', { exact: true }).fill('Diwali week: book early');
  await dialog.getByLabel(/Subtitle/).fill('Caregivers fill up fast before the festival.');
  await dialog.getByLabel(/Link/).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add banner' }).click();
  await expect(dialog.getByText(/Use a page of this site/)).toBeVisible();
  await dialog.getByLabel(/Link/).fill('/service');
  await dialog
    .getByLabel('Choose banner image')
    .setInputFiles({ name: 'diwali.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Add banner' }).click();
  await expect(page.getByText('Banner added')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Placed last; moved to the top.
  await expect(
    page.getByRole('button', { name: 'Move Diwali week: book early down' }),
  ).toBeDisabled();
  for (let moves = 0; moves < 3; moves++) {
    await page.getByRole('button', { name: 'Move Diwali week: book early up' }).click();
    await expect(page.getByText('Banner order saved').first()).toBeVisible();
  }
  await expect(
    page.getByRole('button', { name: 'Move Diwali week: book early up' }),
  ).toBeDisabled();

  await page.goto('/');
  const first = page.getByRole('region', { name: 'Highlights' }).getByRole('listitem').first();
  await expect(first.getByRole('link', { name: 'Diwali week: book early' })).toHaveAttribute(
    'href',
    '/service',
  );
  await expect(first.locator('img')).toHaveAttribute('src', /\/media\/cover\/.+-640\.webp$/);

  // Switched off, it leaves the home page at once; then it is deleted.
  await page.goto('/admin/banners');
  await page.getByRole('switch', { name: 'Show Diwali week: book early on the home page' }).click();
  await expect(page.getByText('Banner hidden from the home page')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Care for your parents, at home')).toBeVisible();
  await expect(page.getByText('Diwali week: book early')).toHaveCount(0);

  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'Delete Diwali week: book early' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Banner deleted')).toBeVisible();
  const deleted = await auditEntries(page, request, 'banner.delete');
  expect(deleted).toHaveLength(1);
});
