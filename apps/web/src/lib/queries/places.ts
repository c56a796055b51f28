import { placeContracts, type GeoPoint, type NearestPincode } from '@care/shared';
import { call } from '../call';

/** The PIN code nearest to a point: the browser's location made into what the lists take. */
export function fetchNearestPincode(point: GeoPoint): Promise<NearestPincode> {
  return call(placeContracts.nearestPincode, { query: { lat: point.lat, lon: point.lon } });
}
