import type { GeoPoint, NearestPincode } from '@care/shared';
import { call, contractsWhenCalled } from '../call';

// Fetched with the first tap of 'Use my location', so the list pages load no schemas before
// (decision 024).
const calls = contractsWhenCalled(() =>
  import('@care/shared/contracts/places').then((module) => module.placeContracts),
);

/** The PIN code nearest to a point: the browser's location made into what the lists take. */
export async function fetchNearestPincode(point: GeoPoint): Promise<NearestPincode> {
  return call((await calls()).nearestPincode, { query: { lat: point.lat, lon: point.lon } });
}
