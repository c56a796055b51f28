import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { newStorageKey } from './keys.ts';
import type { FileStorage } from './types.ts';

/**
 * What every FileStorage promises, run against each adapter (local.test.ts, s3.test.ts), so the
 * bucket behaves exactly like the folder the rest of the code was written against.
 */
export function describeStorageContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it('stores, reads back and deletes an object', async () => {
      const key = newStorageKey('govt-id', 'pdf');
      await storage().put(key, Buffer.from('%PDF-1.4 hello'), 'application/pdf');
      expect(await text((await storage().read(key))!)).toBe('%PDF-1.4 hello');
      await storage().delete(key);
      expect(await storage().read(key)).toBeNull();
      // Deleting twice is fine: cleanup after a failure may race a retry.
      await expect(storage().delete(key)).resolves.toBeUndefined();
    });

    it('never overwrites an existing object', async () => {
      const key = newStorageKey('certification', 'png');
      await storage().put(key, Buffer.from('first'), 'image/png');
      await expect(storage().put(key, Buffer.from('second'), 'image/png')).rejects.toThrow();
      expect(await text((await storage().read(key))!)).toBe('first');
    });

    it('keeps binary bytes exactly', async () => {
      const key = newStorageKey('photo', 'webp');
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
      await storage().put(key, bytes, 'image/webp');
      const stream = (await storage().read(key))!;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    });

    it('reads a key that was never written as null', async () => {
      expect(await storage().read(newStorageKey('govt-id', 'pdf'))).toBeNull();
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
        await expect(storage().put(key, Buffer.from('x'), 'application/pdf')).rejects.toThrow(
          /Invalid storage key/,
        );
        await expect(storage().read(key)).rejects.toThrow(/Invalid storage key/);
        await expect(storage().delete(key)).rejects.toThrow(/Invalid storage key/);
      },
    );
  });
}
