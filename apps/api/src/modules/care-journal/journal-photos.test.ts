import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { listFiles, pngOfSize } from '../../test/files.ts';
import { createPhotoLinks, signPhotoLink } from './photo-links.ts';
import { MAX_UNATTACHED_PHOTOS } from './photos.service.ts';
import {
  deletePhotosOfBooking,
  deletePhotosOfMember,
  sweepUnattachedPhotos,
} from './photos.store.ts';
import {
  agePhoto,
  apiOf,
  cameraPhoto,
  careFor,
  castOf,
  day,
  fullEntry,
  journalCounts,
  photoId,
  photoRow,
  uploadPhoto,
  type Cast,
} from './journal-test-kit.ts';

describe('journal photos: resized, private, and served through links that expire', () => {
  let t: TestApp;
  let cast: Cast;
  let api: ReturnType<typeof apiOf>;
  const filesOf = (bookingId: string) =>
    listFiles(t.config.uploadDir).filter((file) =>
      file.startsWith(path.posix.join('care-journal', bookingId)),
    );

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    cast = await castOf(t);
    api = apiOf(t);
  });
  afterAll(() => t.close());

  it('stores a WebP of at most 1280 px without the camera’s metadata, behind a signed link', async () => {
    const care = await careFor(t, cast);
    const original = await cameraPhoto(2400, 1600);
    // The camera's file carries EXIF (as a phone's can carry the home's location).
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const uploaded = await uploadPhoto(t, care, original);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json().data;
    expect(photo).toMatchObject({ width: 1280, height: 853 });
    expect(photo.url).toMatch(
      new RegExp(`^/api/v1/care-journal/photo/${photo.id}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    expect(filesOf(care.id)).toHaveLength(1);

    const served = await t.app.inject({ url: photo.url });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(300);
    const decoded = await sharp(served.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 1280, height: 853 });
    expect(decoded.exif).toBeUndefined();

    // A tampered signature, an ended link, and a link to a photo that is gone.
    const url = new URL(photo.url, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const tampered = await t.app.inject({
      url: `/api/v1/care-journal/photo/${photo.id}?expires=${expires + 60}&signature=${url.searchParams.get('signature')}`,
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe('This photo link is not valid');
    const past = Math.floor(Date.now() / 1000) - 1;
    const ended = await t.app.inject({
      url: `/api/v1/care-journal/photo/${photo.id}?expires=${past}&signature=${signPhotoLink(t.config.jwtSecret, photo.id, past)}`,
    });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toBe(
      'This photo link has expired: open the journal again to see the photo',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    const later = past + 600;
    const gone = await t.app.inject({
      url: `/api/v1/care-journal/photo/${unknown}?expires=${later}&signature=${signPhotoLink(t.config.jwtSecret, unknown, later)}`,
    });
    expect(gone.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/care-journal/photo/${photo.id}` })).statusCode).toBe(
      400,
    );
  });

  it('hands out the bucket’s presigned link on S3 storage, for the same few minutes', async () => {
    const asked: unknown[] = [];
    const storage = {
      kind: 's3',
      signedUrl: async (key: string, options: unknown) => {
        asked.push({ key, options });
        return `https://bucket.example/${key}?X-Amz-Signature=abc`;
      },
    } as unknown as FileStorage;
    const links = createPhotoLinks({ storage, secret: 'x'.repeat(32), seconds: 300 });
    const url = await links.urlOf({ id: 'p1', storageKey: 'care-journal/b/p1.webp' });
    expect(url).toBe('https://bucket.example/care-journal/b/p1.webp?X-Amz-Signature=abc');
    expect(asked).toEqual([
      {
        key: 'care-journal/b/p1.webp',
        options: {
          expiresInSeconds: 300,
          contentType: 'image/webp',
          filename: 'journal-photo-p1.webp',
        },
      },
    ]);
  });

  it('refuses a file that is not an image, one too big, and uploads outside running care', async () => {
    const care = await careFor(t, cast);
    const before = await journalCounts(t);
    const text = await uploadPhoto(t, care, Buffer.from('just some text, not a photo\n'), 'me.jpg');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('This file is not an image: choose a JPEG, PNG or WebP photo');
    const huge = await uploadPhoto(t, care, pngOfSize(t.config.uploadMaxBytes + 1024), 'big.png');
    expect(huge.statusCode).toBe(413);

    const accepted = await careFor(t, cast, 'ACCEPTED');
    expect((await uploadPhoto(t, accepted, await cameraPhoto(64, 64))).statusCode).toBe(422);
    const pending = await careFor(t, cast, 'PENDING');
    expect((await uploadPhoto(t, pending, await cameraPhoto(64, 64))).statusCode).toBe(403);
    const stranger = { ...care, seller: cast.otherCaregiver };
    expect((await uploadPhoto(t, stranger, await cameraPhoto(64, 64))).statusCode).toBe(404);

    expect(await journalCounts(t)).toEqual(before);
    expect(filesOf(care.id)).toEqual([]);
    expect(filesOf(accepted.id)).toEqual([]);
  });

  it('attaches only this booking’s free photos, and replaces the set on a correction', async () => {
    const care = await careFor(t, cast);
    const other = await careFor(t, cast);
    const add = (body: object) =>
      api(care.seller, 'POST', `provider/journal/addEntry/${care.id}`, body);

    const before = await journalCounts(t);
    const foreign = await photoId(t, other);
    const refused = await add({ date: day(0), photoIds: [foreign] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'A photo was not uploaded for this booking, or is already in another entry. Upload it again.',
    );
    expect((await journalCounts(t)).entries).toBe(before.entries);

    const [a, b, c] = [await photoId(t, care), await photoId(t, care), await photoId(t, care)];
    const first = await add(fullEntry(care, day(0), [a, b]));
    expect(first.statusCode, first.body).toBe(200);
    // A photo already in an entry cannot go into a second one.
    const again = await add({ date: day(0), photoIds: [b] });
    expect(again.statusCode).toBe(422);

    // A correction keeps the day: the body has no date (JSON drops the undefined).
    const rest = { ...fullEntry(care, day(0), [b, c]), date: undefined };
    const corrected = await api(
      care.seller,
      'PUT',
      `provider/journal/updateEntry/${first.json().data.id}`,
      rest,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(
      corrected
        .json()
        .data.photos.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([b, c].sort());
    // The photo taken out waits unattached for the sweep.
    expect((await photoRow(t, a))?.entryId).toBeNull();
  });

  it(`keeps at most ${MAX_UNATTACHED_PHOTOS} photos waiting per booking, and sweeps those a day old`, async () => {
    const care = await careFor(t, cast);
    const small = await cameraPhoto(64, 48);
    const ids: string[] = [];
    for (let i = 0; i < MAX_UNATTACHED_PHOTOS; i += 1) {
      const res = await uploadPhoto(t, care, small);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    const over = await uploadPhoto(t, care, small);
    expect(over.statusCode).toBe(422);
    expect(filesOf(care.id)).toHaveLength(MAX_UNATTACHED_PHOTOS);

    // One goes into an entry; of the rest, the ones a day old are swept, file and row.
    const kept = ids[0]!;
    const entry = await api(care.seller, 'POST', `provider/journal/addEntry/${care.id}`, {
      date: day(0),
      photoIds: [kept],
    });
    expect(entry.statusCode, entry.body).toBe(200);
    for (const id of ids) await agePhoto(t, id, 25);
    const fresh = await photoId(t, care);
    expect(await sweepUnattachedPhotos(t.db, t.app.storage)).toBeGreaterThanOrEqual(
      MAX_UNATTACHED_PHOTOS - 1,
    );
    expect(await photoRow(t, kept)).toBeDefined();
    expect(await photoRow(t, fresh)).toBeDefined();
    expect(await photoRow(t, ids[1]!)).toBeUndefined();
    expect(filesOf(care.id)).toHaveLength(2);
  });

  it('erases a care recipient’s photos, files and rows, for the family’s right to erasure', async () => {
    const care = await careFor(t, cast);
    const other = await careFor(t, cast);
    const attached = await photoId(t, care);
    const entry = await api(care.seller, 'POST', `provider/journal/addEntry/${care.id}`, {
      date: day(0),
      photoIds: [attached],
    });
    expect(entry.statusCode, entry.body).toBe(200);
    const waiting = await photoId(t, care);
    const elsewhere = await photoId(t, other);
    expect(filesOf(care.id)).toHaveLength(2);

    expect(await deletePhotosOfMember(t.db, t.app.storage, care.memberId)).toBe(2);
    expect(filesOf(care.id)).toEqual([]);
    expect(await photoRow(t, attached)).toBeUndefined();
    expect(await photoRow(t, waiting)).toBeUndefined();
    // Another care recipient's photos are untouched, until their booking's are erased.
    expect(await photoRow(t, elsewhere)).toBeDefined();
    expect(await deletePhotosOfBooking(t.db, t.app.storage, other.id)).toBe(1);
    expect(filesOf(other.id)).toEqual([]);
  });
});
