import { eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pinCodes } from '../../db/schema/index.ts';

/** Every PIN code that has a point. */
export function allPoints(db: Executor) {
  return db
    .select({ pincode: pinCodes.pincode, lat: pinCodes.lat, lon: pinCodes.lon })
    .from(pinCodes)
    .where(isNotNull(pinCodes.lat));
}

export async function findPinCode(db: Executor, pincode: string) {
  const [row] = await db.select().from(pinCodes).where(eq(pinCodes.pincode, pincode));
  return row;
}
