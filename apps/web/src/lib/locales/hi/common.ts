import type { common as englishCommon } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof englishCommon> = {
  common: {
    ok: 'ठीक है',
    cancel: 'रद्द करें',
    comingSoon: 'हम इस पेज को अंतिम रूप दे रहे हैं। कृपया कुछ समय बाद फिर देखें।',
  },
  rating: {
    label: 'रेटिंग: {{max}} में से {{rating}}',
  },
  sellerCard: {
    // Hindi counts 0 and 1 as "one": a card with no reviews says नया (new) instead.
    reviews_one: 'समीक्षा',
    reviews_other: 'समीक्षाएँ',
    new: 'नया',
    away: '{{distance}} दूर · ',
    pincode: 'पिन {{pincode}}',
    locationOnRequest: 'पता पूछने पर',
    priceOnRequest: 'क़ीमत पूछने पर',
    fromPerDay: '<price>{{price}}</price>/दिन से शुरू',
    bookNow: 'अभी बुक करें',
    bookNowWith: '{{name}} को अभी बुक करें',
  },
  certified: {
    label: 'प्रमाणित',
    title: 'पहचान पत्र और प्रमाणपत्र CareConnect ने जाँचे हैं',
  },
  network: {
    unreachable: 'सर्वर से संपर्क नहीं हो पा रहा है। अपना इंटरनेट कनेक्शन जाँचें।',
    badResponse: 'सर्वर का जवाब समझ में नहीं आया',
    requestFailed: 'अनुरोध पूरा नहीं हो सका',
  },
};
