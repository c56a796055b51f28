import { groupIndianDigits } from '../indian-digits.ts';
import { defaultLanguage, type Language } from '../language.ts';

/** A point on the Earth in degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The mean radius of the Earth (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, by the haversine formula: exact on a sphere,
 * and within half a percent of the true distance on the Earth, far finer than a PIN code's point.
 */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * "about 4 km", "less than 1 km" (in Hindi "लगभग 4 किमी", "1 किमी से कम"): how far a caregiver
 * is, as a family reads it.
 */
export function aboutKm(km: number, language: Language = defaultLanguage): string {
  const hindi = language === 'hi';
  if (km < 1) return hindi ? '1 किमी से कम' : 'less than 1 km';
  const rounded = groupIndianDigits(Math.round(km));
  return hindi ? `लगभग ${rounded} किमी` : `about ${rounded} km`;
}

/**
 * The city a family would name for a PIN code's district: Delhi's districts are all Delhi, and
 * 'Bengaluru Urban' or 'Mumbai Suburban' is Bengaluru or Mumbai. A review says no more than that.
 */
export function cityOfDistrict(district: string | null, state: string | null): string | null {
  if (state === 'Delhi') return 'Delhi';
  const city = district?.replace(/\s+(Urban|Rural|Suburban)$/i, '').trim();
  return city || null;
}

/** Where the app finds care: India's mainland and islands, with a margin. */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.5, minLon: 68, maxLon: 97.5 } as const;
