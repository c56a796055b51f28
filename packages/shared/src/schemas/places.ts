import { z } from 'zod';
import { INDIA_BOUNDS } from '../places/distance.ts';
import { envelope, text } from './common.ts';

const OUTSIDE_INDIA = 'That location is outside India. Enter your PIN code instead.';

/** A query number: '12.97' from the address, refused with the field's name when not one. */
const coordinate = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .refine(Number.isFinite, `${name} must be a number`)
    .refine((value) => value >= min && value <= max, OUTSIDE_INDIA);

/** nearestPincode: the browser's location, in degrees. */
export const nearestPincodeQuerySchema = z.object({
  lat: coordinate('lat', INDIA_BOUNDS.minLat, INDIA_BOUNDS.maxLat),
  lon: coordinate('lon', INDIA_BOUNDS.minLon, INDIA_BOUNDS.maxLon),
});
export type NearestPincodeQuery = z.output<typeof nearestPincodeQuerySchema>;

/** The PIN code whose point is nearest, its place, and how far that point is. */
export const nearestPincodeSchema = z.object({
  pincode: text(),
  place: text(),
  km: z.number().nonnegative(),
});
export type NearestPincode = z.infer<typeof nearestPincodeSchema>;
export const nearestPincodeResponseSchema = envelope(nearestPincodeSchema);
