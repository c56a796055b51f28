import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, providers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { fakeExe, listFiles, multipartForm, pngOfSize } from '../../test/files.ts';
import { registerCompany, registerProvider, signInAdmin } from '../admin/testing.ts';

/** A real photo as a phone sends it: a 1200x900 JPEG with EXIF (camera model and GPS). */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0a080' } })
    .jpeg()
    .withExif({ IFD0: { Model: 'Pixel 7' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

/**
 * The caregiver's own profile from the dashboard: the words families read, the photo or logo
 * (content-checked, resized, cached for a year), and the verification status with its reason.
 */
describe('seller profile and photo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LISTING_CACHE_SECONDS: '0', OTP_RESEND_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const send = (who: SignedIn | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: who?.auth ?? {}, payload });
  const upload = (who: SignedIn, url: string, field: string, bytes: Buffer, type = 'image/jpeg') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/${url}`,
      headers: who.auth,
      payload: multipartForm({}, { [field]: { bytes, name: 'me.jpg', type } }),
    });
  const storedPhotos = () => listFiles(t.config.uploadDir).filter((f) => f.startsWith('photo/'));

  it("shows a provider their profile and, after a refusal, the operator's reason", async () => {
    const provider = await registerProvider(t.app);
    const admin = await signInAdmin(t.app);
    const reject = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/verification/rejectSeller/Provider/${provider.id}`,
      headers: admin.auth,
      payload: {
        reason: 'The ID photo is blurred. Please upload a clear scan.',
        submittedAt: (
          await t.db.select().from(providers).where(eq(providers.id, provider.id))
        )[0]!.submittedAt!.toISOString(),
      },
    });
    expect(reject.statusCode).toBe(200);

    const res = await send(provider, 'GET', 'provider/auth/getMyProfile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: provider.id,
      name: 'Meera Nair',
      address: '4 Lake View Road, Kochi',
      pincode: '682001',
      profileImage: null,
      verification: {
        status: 'REJECTED',
        reason: 'The ID photo is blurred. Please upload a clear scan.',
      },
    });
  });

  it('edits what the public profile shows; a verified provider who changes name is checked again', async () => {
    const provider = await registerProvider(t.app, { name: 'Kavya Rao' });
    await t.db
      .update(providers)
      .set({ verificationStatus: 'VERIFIED', isOnline: true })
      .where(eq(providers.id, provider.id));
    const edit = {
      name: 'Kavya Rao',
      about: '  Ten years caring for elders after surgery.  ',
      certification: 'GNM Nursing, 2014',
      address: '22 Residency Road, Bengaluru',
      pincode: '560025',
    };
    const kept = await send(provider, 'PUT', 'provider/auth/updateMyProfile', edit);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      message: 'Profile saved',
      data: {
        about: 'Ten years caring for elders after surgery.',
        certification: 'GNM Nursing, 2014',
        verification: { status: 'VERIFIED', reason: null },
      },
    });
    const profile = await send(null, 'GET', `provider/auth/getProviderProfileById/${provider.id}`);
    expect(profile.json().data).toMatchObject({
      about: 'Ten years caring for elders after surgery.',
      certification: 'GNM Nursing, 2014',
    });

    const submittedBefore = (
      await t.db.select().from(providers).where(eq(providers.id, provider.id))
    )[0]!.submittedAt!;
    const renamed = await send(provider, 'PUT', 'provider/auth/updateMyProfile', {
      ...edit,
      name: 'Kavya R. Menon',
    });
    expect(renamed.json()).toMatchObject({
      message: 'Profile saved. The operator checks your details before families can book you.',
      data: { name: 'Kavya R. Menon', verification: { status: 'PENDING' } },
    });
    // The new name is a new submission: a decision on the old one is refused.
    const row = (await t.db.select().from(providers).where(eq(providers.id, provider.id)))[0]!;
    expect(row.submittedAt!.getTime()).toBeGreaterThan(submittedBefore.getTime());
    const admin = await signInAdmin(t.app);
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/verification/verifySeller/Provider/${provider.id}`,
      headers: admin.auth,
      payload: { submittedAt: submittedBefore.toISOString() },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses bad profile input with the field and a 400, and changes nothing', async () => {
    const provider = await registerProvider(t.app);
    const before = await send(provider, 'GET', 'provider/auth/getMyProfile');
    for (const [payload, path] of [
      [{ name: 'K', address: '22 Residency Road', pincode: '560025' }, 'name'],
      [{ name: 'Kavya', address: '22 Residency Road', pincode: '5600' }, 'pincode'],
      [
        { name: 'Kavya', address: '22 Residency Road', pincode: '560025', about: 'x'.repeat(1001) },
        'about',
      ],
      [
        { name: 'Kavya', address: '22 Residency Road', pincode: '560025', mobile: '9999999999' },
        '',
      ],
    ] as const) {
      const res = await send(provider, 'PUT', 'provider/auth/updateMyProfile', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      if (path) expect(res.json().errors[0].path).toBe(path);
    }
    const after = await send(provider, 'GET', 'provider/auth/getMyProfile');
    expect(after.json()).toEqual(before.json());
  });

  it('resizes a phone photo to the two sizes, drops its EXIF, and serves it cached for a year', async () => {
    const provider = await registerProvider(t.app);
    await t.db
      .update(providers)
      .set({ verificationStatus: 'VERIFIED', isOnline: true })
      .where(eq(providers.id, provider.id));
    const res = await upload(
      provider,
      'provider/auth/uploadProfileImage',
      'photo',
      await phonePhoto(),
    );
    expect(res.statusCode).toBe(200);
    const { profileImage } = res.json().data as { profileImage: string };
    expect(profileImage).toMatch(
      /^\/api\/v1\/media\/photo\/\d{4}\/\d{2}\/[0-9a-f-]{36}-320\.webp$/,
    );

    const large = await t.app.inject({ method: 'GET', url: profileImage });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();

    // The public profile shows the large one; the list's card the small one.
    const profile = await send(null, 'GET', `provider/auth/getProviderProfileById/${provider.id}`);
    expect(profile.json().data.profileImage).toBe(profileImage);
    const mine = await send(provider, 'GET', 'provider/auth/getMyProfile');
    expect(mine.json().data.profileImage).toBe(profileImage);
    const small = await t.app.inject({ method: 'GET', url: profileImage.replace('-320', '-112') });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(112);
  });

  it('replaces the old photo files when a new photo is uploaded', async () => {
    const provider = await registerProvider(t.app);
    const first = await upload(
      provider,
      'provider/auth/uploadProfileImage',
      'photo',
      await phonePhoto(),
    );
    const firstUrl = first.json().data.profileImage as string;
    const second = await upload(
      provider,
      'provider/auth/uploadProfileImage',
      'photo',
      await phonePhoto(),
    );
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const stem = (second.json().data.profileImage as string)
      .replace(/^\/api\/v1\/media\//, '')
      .replace('-320.webp', '');
    expect(storedPhotos().filter((file) => file.startsWith(stem))).toHaveLength(2);
    expect(storedPhotos().some((file) => firstUrl.includes(file))).toBe(false);
  });

  it('refuses what is not a JPEG, PNG or WebP image, or too big, storing nothing', async () => {
    const provider = await registerProvider(t.app);
    const before = storedPhotos();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const cases: [Buffer, number, string][] = [
      [fakeExe, 415, 'Photo must be a JPEG, PNG or WebP image'],
      [gif, 415, 'Photo must be a JPEG, PNG or WebP image'],
      // Half a JPEG: sniffed as a JPEG, but it cannot be decoded.
      [
        (await phonePhoto()).subarray(0, 600),
        415,
        'Photo could not be read as an image. Try another photo.',
      ],
      [pngOfSize(5 * 1024 * 1024 + 1), 413, 'Photo is larger than 5 MB. Choose a smaller file.'],
    ];
    for (const [bytes, status, message] of cases) {
      const res = await upload(provider, 'provider/auth/uploadProfileImage', 'photo', bytes);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message, errors: [{ path: 'photo' }] });
    }
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/provider/auth/uploadProfileImage',
      headers: provider.auth,
      payload: multipartForm({}),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a photo to upload');
    expect(storedPhotos()).toEqual(before);
    expect(
      (await send(provider, 'GET', 'provider/auth/getMyProfile')).json().data.profileImage,
    ).toBeNull();
  });

  it('lets a company edit its profile and logo; a new GST is checked again', async () => {
    const company = await registerCompany(t.app);
    await t.db
      .update(companies)
      .set({ verificationStatus: 'VERIFIED' })
      .where(eq(companies.id, company.id));
    const logo = await upload(
      company,
      'company/auth/uploadCompanyLogo',
      'logo',
      await phonePhoto(),
    );
    expect(logo.statusCode).toBe(200);
    expect(logo.json()).toMatchObject({ message: 'Logo saved' });
    const edit = {
      companyName: 'Sunrise Care Pvt Ltd',
      about: 'Day care for toddlers in Indiranagar.',
      email: 'care@sunrise.example.in',
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
      gst: '',
    };
    const saved = await send(company, 'PUT', 'company/auth/updateMyProfile', edit);
    expect(saved.json().data).toMatchObject({
      about: 'Day care for toddlers in Indiranagar.',
      gst: null,
      companyLogo: logo.json().data.companyLogo,
      verification: { status: 'VERIFIED' },
    });
    const withGst = await send(company, 'PUT', 'company/auth/updateMyProfile', {
      ...edit,
      gst: '07AAHCA5092R1Z0',
    });
    expect(withGst.json().data).toMatchObject({
      gst: '07AAHCA5092R1Z0',
      verification: { status: 'PENDING' },
    });
  });

  it('keeps each role to its own calls, and serves only photo-shaped paths', async () => {
    const provider = await registerProvider(t.app);
    const company = await registerCompany(t.app);
    const family = await signIn(t.app, 'Customer');
    expect((await send(company, 'GET', 'provider/auth/getMyProfile')).statusCode).toBe(403);
    expect((await send(family, 'GET', 'company/auth/getMyProfile')).statusCode).toBe(403);
    expect((await send(null, 'GET', 'provider/auth/getMyProfile')).statusCode).toBe(401);
    expect(
      (await upload(provider, 'company/auth/uploadCompanyLogo', 'logo', await phonePhoto()))
        .statusCode,
    ).toBe(403);
    // A field of the other kind's name is not this form's file.
    const wrongField = await upload(
      provider,
      'provider/auth/uploadProfileImage',
      'logo',
      await phonePhoto(),
    );
    expect(wrongField.statusCode).toBe(400);
    // A document's path, or anything not shaped like a photo, is not served.
    for (const url of [
      '/api/v1/media/photo/2026/11/..%2F..%2Fgovt-id-320.webp',
      '/api/v1/media/photo/2026/13/6f1c0000-0000-4000-8000-0000000000e2-320.webp',
      '/api/v1/media/photo/2026/11/6f1c0000-0000-4000-8000-0000000000e2-999.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/media/photo/2026/11/6f1c0000-0000-4000-8000-0000000000e2-320.webp',
    });
    expect(missing.statusCode).toBe(404);
  });
});
