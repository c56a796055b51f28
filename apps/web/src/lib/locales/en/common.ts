/** Words shared across screens: dialogs, and the cards and stars that lists and pages reuse. */
export const common = {
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    comingSoon: 'We are putting the finishing touches to this page. Please check back soon.',
  },
  rating: {
    label: 'Rated {{rating}} out of {{max}}',
  },
  sellerCard: {
    reviews_one: 'review',
    reviews_other: 'reviews',
    new: 'New',
    away: '{{distance}} away · ',
    pincode: 'PIN {{pincode}}',
    locationOnRequest: 'Location on request',
    priceOnRequest: 'Price on request',
    // <price> wraps the amount, so each language puts it where its grammar wants it.
    fromPerDay: 'From <price>{{price}}</price>/day',
    bookNow: 'Book Now',
    bookNowWith: 'Book Now with {{name}}',
  },
  /** The mark of a seller the operator verified, on cards and profiles. */
  certified: {
    label: 'Certified',
    title: 'ID and certificates checked by CareConnect',
  },
  /** What the API client says when no usable answer came (lib/api.ts, lib/call.ts). */
  network: {
    unreachable: 'Unable to reach the server. Check your connection.',
    badResponse: 'Unexpected response from the server',
    requestFailed: 'Request failed',
  },
} as const;
