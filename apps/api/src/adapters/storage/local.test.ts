import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { newStorageKey } from './keys.ts';
import { createLocalStorage } from './local.ts';

describe('local file storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'care-storage-'));
  const storage = createLocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads back and deletes an object', async () => {
    const key = newStorageKey('govt-id', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    expect(await text((await storage.read(key))!)).toBe('%PDF-1.4 hello');
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    // Deleting twice is fine: cleanup after a failure may race a retry.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('never overwrites an existing object and leaves no temporary file behind', async () => {
    const key = newStorageKey('certification', 'png');
    await storage.put(key, Buffer.from('first'), 'image/png');
    await expect(storage.put(key, Buffer.from('second'), 'image/png')).rejects.toThrow();
    expect(await text((await storage.read(key))!)).toBe('first');
    expect(readdirSync(path.dirname(path.join(root, key)))).toEqual([path.basename(key)]);
  });

  it('makes random keys from a folder and an extension only', () => {
    const a = newStorageKey('govt-id', 'jpg', new Date('2026-03-05T10:00:00Z'));
    const b = newStorageKey('govt-id', 'jpg', new Date('2026-03-05T10:00:00Z'));
    expect(a).toMatch(/^govt-id\/2026\/03\/[0-9a-f-]{36}\.jpg$/);
    expect(a).not.toBe(b);
  });

  it.each(['../escape.pdf', 'govt-id/../../escape.pdf', '/etc/passwd', 'govt-id/My File.pdf'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'application/pdf')).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
    },
  );
});
