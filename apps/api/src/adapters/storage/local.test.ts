import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStorageContract } from './contract.ts';
import { newStorageKey } from './keys.ts';
import { createLocalStorage } from './local.ts';

const root = mkdtempSync(path.join(tmpdir(), 'care-storage-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeStorageContract('local folder', () => storage);

describe('local file storage', () => {
  it('leaves no temporary file behind, even after a refused overwrite', async () => {
    // A folder of its own: the contract's tests write to the same root in any order.
    const key = newStorageKey('overwrite-check', 'png');
    await storage.put(key, Buffer.from('first'), 'image/png');
    await expect(storage.put(key, Buffer.from('second'), 'image/png')).rejects.toThrow();
    expect(readdirSync(path.dirname(path.join(root, key)))).toEqual([path.basename(key)]);
  });

  it('has no signed links: only our own routes serve its files', () => {
    expect(storage.signedUrl).toBeUndefined();
  });
});
