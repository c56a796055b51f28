import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { rowsOf, type DbHandle } from './client.ts';
import { loadPinCodes, parsePinCodes } from './pin-codes.ts';
import { pinCodes } from './schema/index.ts';

describe("India's PIN codes, loaded when the app migrates", () => {
  let handle: DbHandle;
  let dir: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'pin-codes-'));
  });

  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pin = async (code: string) =>
    (await handle.db.select().from(pinCodes).where(eq(pinCodes.pincode, code)))[0];

  it('holds every PIN of the directory, with its point and places', async () => {
    const [count] = rowsOf<{ n: number; located: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n, count(lat)::int as located from pin_codes`,
      ),
    );
    expect(count).toEqual({ n: 19_586, located: 19_558 });
    expect(await pin('411038')).toMatchObject({ district: 'Pune', state: 'Maharashtra' });
    expect((await pin('411038'))!.localities.split(';')).toContain('Kothrud');
    const delhi = await pin('110001');
    expect(delhi!.lat).toBeCloseTo(28.62, 1);
    expect(delhi!.lon).toBeCloseTo(77.21, 1);
  });

  it('does not load the same file twice', async () => {
    await expect(loadPinCodes(handle.db)).resolves.toEqual({ loaded: false, rows: 19_586 });
  });

  it('refuses a malformed file with the line to fix, and keeps what was loaded', async () => {
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(
      bad,
      'pincode,lat,lon,place,district,state,localities\n110001,28.6,77.2,New Delhi,,Delhi,\n12345,1,2,Nowhere,,,\n',
    );
    await expect(loadPinCodes(handle.db, bad)).rejects.toThrow(
      'pin-codes.csv line 3 is malformed: 12345,1,2,Nowhere,,,',
    );
    expect(await pin('560038')).toBeDefined();
  });

  it('parses blanks as nothing and refuses half a point', () => {
    const header = 'pincode,lat,lon,place,district,state,localities';
    expect(parsePinCodes(`${header}\n504300,,,NDC Somewhere,,,\n`)).toEqual([
      {
        pincode: '504300',
        lat: null,
        lon: null,
        place: 'NDC Somewhere',
        district: null,
        state: null,
        localities: '',
      },
    ]);
    expect(() => parsePinCodes(`${header}\n504300,17.1,,NDC,,,\n`)).toThrow('line 2');
    expect(() => parsePinCodes('pin,lat\n')).toThrow('must start with');
  });

  it('replaces the set in one go when the file changes', async () => {
    const small = path.join(dir, 'small.csv');
    writeFileSync(
      small,
      'pincode,lat,lon,place,district,state,localities\n411038,18.5093,73.8146,Kothrud,Pune,Maharashtra,\n',
    );
    await expect(loadPinCodes(handle.db, small)).resolves.toEqual({ loaded: true, rows: 1 });
    expect(await pin('110001')).toBeUndefined();
    await expect(loadPinCodes(handle.db)).resolves.toEqual({ loaded: true, rows: 19_586 });
    expect(await pin('110001')).toBeDefined();
  });
});
