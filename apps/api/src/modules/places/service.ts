import { greatCircleKm, type GeoPoint, type NearestPincode } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';
import * as repo from './repository.ts';

/** PIN codes within a band of distance from a family, nearest first. */
export interface DistanceRing {
  pincodes: string[];
  km: number[];
}

/**
 * Where nearness is read in bands: everyone within 5 km comes before anyone at 6, and so on,
 * nearest first inside each band. Bands keep each read small at a million caregivers (one
 * band's PINs, not the whole country); their edges do not change the order, only how it is read.
 */
export const RING_EDGES_KM = [5, 15, 50, 150, 500, Infinity] as const;

/** Not echoing the PIN: error messages are logged, and a family's PIN says where it lives. */
export const UNKNOWN_PIN_MESSAGE =
  'We could not find that PIN code. Check the number, or search by your city or area.';

/** Bands kept for this many recent origins: a busy hour's PIN codes, a few megabytes. */
const RINGS_CACHED = 64;
/** A big district's PIN codes with room to spare (Pune has about 150, a state a few thousand). */
const MAX_PINS_PER_PLACE = 2000;

/**
 * Distances between PIN codes, and the PIN codes a place's name stands for. The points (19,558
 * of them, a few hundred kilobytes) are read once per process: they change only when the app
 * migrates, before it serves.
 */
export function createPlaces(db: Database) {
  let points: Promise<Map<string, GeoPoint>> | undefined;
  /** Most recently used last; a Map keeps insertion order. */
  const ringsByPin = new Map<string, DistanceRing[]>();
  const pointsByPin = () =>
    (points ??= repo
      .allPoints(db)
      .then((rows) => new Map(rows.map((r) => [r.pincode, { lat: r.lat!, lon: r.lon! }])))
      .catch((error: unknown) => {
        // A failed read (the database away for a moment) is tried again by the next request.
        points = undefined;
        throw error;
      }));

  /** Place words asked recently; the PIN codes only change when the app migrates. */
  const pinsByWord = new Map<string, string[]>();

  return {
    /**
     * The PIN codes of the places a searched word names ('pune', 'kothrud'), maybe none. With
     * `likeness`, a word no place contains is matched to places like it (a misspelt place).
     */
    async pinsNamed(word: string, { likeness = true } = {}): Promise<string[]> {
      const key = `${likeness ? '~' : '='}${word}`;
      const cached = pinsByWord.get(key);
      if (cached) return cached;
      const pins = /^\d{6}$/.test(word)
        ? [word]
        : await repo.pinsMatching(db, word, MAX_PINS_PER_PLACE, likeness);
      pinsByWord.set(key, pins);
      if (pinsByWord.size > 256) pinsByWord.delete(pinsByWord.keys().next().value!);
      return pins;
    },

    /** The point of a PIN code, or a 422 saying the PIN is not one we know. */
    async pointOf(pincode: string): Promise<GeoPoint> {
      const point = (await pointsByPin()).get(pincode);
      if (!point) throw unprocessable(UNKNOWN_PIN_MESSAGE);
      return point;
    },

    /**
     * Great-circle km from a known PIN code to each of `pins` that has a point (the others are
     * left out): the distance a card shows when the list is in another order.
     */
    async kmFrom(origin: string, pins: (string | null)[]): Promise<Map<string, number>> {
      const from = await this.pointOf(origin);
      const known = await pointsByPin();
      const km = new Map<string, number>();
      for (const pin of pins) {
        const point = pin ? known.get(pin) : undefined;
        if (pin && point) km.set(pin, greatCircleKm(from, point));
      }
      return km;
    },

    /** The PIN code whose point is nearest to `origin` (the browser's location). */
    async nearestTo(origin: GeoPoint): Promise<NearestPincode> {
      let nearest: { pincode: string; km: number } | undefined;
      for (const [pincode, point] of await pointsByPin()) {
        const km = greatCircleKm(origin, point);
        if (!nearest || km < nearest.km) nearest = { pincode, km };
      }
      // The directory is loaded by the migration, so it is only empty on a broken install.
      if (!nearest) throw new Error('The PIN directory has no points');
      const row = await repo.findPinCode(db, nearest.pincode);
      return {
        pincode: nearest.pincode,
        place: row?.place ?? nearest.pincode,
        km: Math.round(nearest.km * 10) / 10,
      };
    },

    /** The bands around a known PIN code, from the recent ones when asked before. */
    async ringsAround(pincode: string): Promise<DistanceRing[]> {
      const cached = ringsByPin.get(pincode);
      if (cached) {
        ringsByPin.delete(pincode);
        ringsByPin.set(pincode, cached);
        return cached;
      }
      const rings = await this.rings(await this.pointOf(pincode));
      ringsByPin.set(pincode, rings);
      if (ringsByPin.size > RINGS_CACHED) ringsByPin.delete(ringsByPin.keys().next().value!);
      return rings;
    },

    /** Every located PIN code in its band of distance from `origin`, nearest first. */
    async rings(origin: GeoPoint): Promise<DistanceRing[]> {
      const all = [...(await pointsByPin())].map(([pincode, point]) => ({
        pincode,
        km: greatCircleKm(origin, point),
      }));
      all.sort((a, b) => a.km - b.km);
      const rings: DistanceRing[] = RING_EDGES_KM.map(() => ({ pincodes: [], km: [] }));
      let band = 0;
      for (const pin of all) {
        while (pin.km >= RING_EDGES_KM[band]!) band += 1;
        rings[band]!.pincodes.push(pin.pincode);
        rings[band]!.km.push(pin.km);
      }
      return rings.filter((ring) => ring.pincodes.length > 0);
    },
  };
}

export type Places = ReturnType<typeof createPlaces>;
