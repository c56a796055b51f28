import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local.ts';
import type { FileStorage } from '../../adapters/storage/types.ts';
import type { Database } from '../../db/client.ts';
import { providers, uploads } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { listFiles, tinyPdf, tinyPng } from '../../test/files.ts';
import type { ReceivedForm } from '../../lib/multipart.ts';
import { createRegistrationService } from './service.ts';

/*
 * What the HTTP tests cannot provoke: the database or the storage failing part-way. Either way
 * the provider row is unchanged and no stored file is left behind.
 */
const body = {
  name: 'Meera Nair',
  email: 'meera@example.in',
  gender: 'Female' as const,
  dob: '1990-06-15',
  address: '4 Lake View Road, Kochi',
  pincode: '682001',
};
const files: ReceivedForm['files'] = {
  govtID: { field: 'govtID', bytes: tinyPng, filename: 'id.png', declaredType: 'image/png' },
  certification: {
    field: 'certification',
    bytes: tinyPdf,
    filename: 'cert.pdf',
    declaredType: 'application/pdf',
  },
};
const log = { warn: () => undefined };
/** These tests call the service alone: there are no public pages to drop. */
const cache = { invalidate: () => undefined };

describe('registration service failures', () => {
  let db: Database;
  let close: () => Promise<void>;
  const roots = mkdtempSync(path.join(tmpdir(), 'care-registration-'));
  /** Each test stores files in a folder of its own, so what one leaves cannot fail another. */
  const freshRoot = () => mkdtempSync(path.join(roots, 'files-'));
  beforeAll(async () => {
    const handle = await createTestDatabase();
    db = handle.db;
    close = handle.close;
  });
  afterAll(async () => {
    await close();
    rmSync(roots, { recursive: true, force: true });
  });

  async function newProvider(mobile: string) {
    const [row] = await db.insert(providers).values({ mobile }).returning();
    return row!;
  }

  it('removes the stored files when the transaction fails', async () => {
    const root = freshRoot();
    const provider = await newProvider('8500000001');
    // The real database, except that every transaction fails (a lost connection, say).
    const failing = new Proxy(db, {
      get: (target, key) =>
        key === 'transaction'
          ? () => Promise.reject(new Error('connection lost'))
          : Reflect.get(target, key),
    });
    const service = createRegistrationService({
      db: failing,
      storage: createLocalStorage(root),
      log,
      cache,
    });

    await expect(service.completeProviderProfile(provider.id, body, files)).rejects.toThrow(
      'connection lost',
    );
    expect(listFiles(root)).toEqual([]);
    const [after] = await db.select().from(providers).where(eq(providers.id, provider.id));
    expect(after!.name).toBeNull();
  });

  it('removes the first file when storing the second fails', async () => {
    const root = freshRoot();
    const provider = await newProvider('8500000002');
    const local = createLocalStorage(root);
    let puts = 0;
    const flaky: FileStorage = {
      ...local,
      put: async (key, bytes, mime) => {
        if (++puts === 2) throw new Error('disk full');
        await local.put(key, bytes, mime);
      },
    };
    const service = createRegistrationService({ db, storage: flaky, log, cache });

    await expect(service.completeProviderProfile(provider.id, body, files)).rejects.toThrow(
      'disk full',
    );
    expect(puts).toBe(2);
    expect(listFiles(root)).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, provider.id))).toEqual([]);
  });

  it('rolls the whole profile back when the transaction fails after its writes', async () => {
    const root = freshRoot();
    const provider = await newProvider('8500000003');
    // Every write of the transaction runs, then it fails before commit.
    const failsLate = new Proxy(db, {
      get: (target, key) =>
        key === 'transaction'
          ? (run: Parameters<Database['transaction']>[0]) =>
              target.transaction(async (tx) => {
                await run(tx);
                throw new Error('serialization failure');
              })
          : Reflect.get(target, key),
    });
    const storage = createLocalStorage(root);

    await expect(
      createRegistrationService({ db: failsLate, storage, log, cache }).completeProviderProfile(
        provider.id,
        body,
        files,
      ),
    ).rejects.toThrow('serialization failure');
    expect(listFiles(root)).toEqual([]);
    const [after] = await db.select().from(providers).where(eq(providers.id, provider.id));
    expect(after).toMatchObject({ name: null, govtIdUploadId: null });
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, provider.id))).toEqual([]);

    // The same call on a healthy database goes through.
    const service = createRegistrationService({ db, storage, log, cache });
    await expect(service.completeProviderProfile(provider.id, body, files)).resolves.toMatchObject({
      name: 'Meera Nair',
    });
    expect(listFiles(root)).toHaveLength(2);
  });
});
