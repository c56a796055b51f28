import { nearestPincodeQuerySchema, nearestPincodeResponseSchema } from '../schemas/places.ts';
import { defineContract } from './define.ts';

/** Places from the PIN directory. */
export const placeContracts = {
  nearestPincode: defineContract({
    method: 'GET',
    path: '/places/nearestPincode',
    access: 'public',
    tag: 'discovery',
    summary:
      "The PIN code nearest to the browser's location, so 'near me' works without typing one",
    query: nearestPincodeQuerySchema,
    response: nearestPincodeResponseSchema,
  }),
};
