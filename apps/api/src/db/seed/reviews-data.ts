import type { SeedCategoryName } from './catalog-data.ts';

/** The ratings demo reviews draw from: mostly good, some average, as on a healthy marketplace. */
export const demoRatingWeights: readonly number[] = [5, 5, 5, 5, 4, 4, 4, 3];

/** Listings should read as trustworthy: no seeded seller averages below this. */
export const MIN_SELLER_AVERAGE_RATING = 3.5;

type ReviewComments = Record<SeedCategoryName, Record<3 | 4 | 5, readonly string[]>>;

/** Short comments a family would write, by care category and star rating. */
export const demoReviewComments: ReviewComments = {
  'Elder Care': {
    5: [
      'Very caring and patient with my father. He looks forward to the visits now.',
      'Punctual, professional and kind. Sent us updates every evening. Highly recommended.',
      'My mother recovered much faster than we expected. Thank you for the wonderful care.',
      'Treated Papa like family. Medicines and meals were always on time.',
      'Excellent care after the surgery. The dressing was done exactly as the doctor advised.',
    ],
    4: [
      'Good care and very polite. Came a little late on one day but informed us in advance.',
      'Knowledgeable and gentle with my mother. Would book again.',
      'Reliable and caring. Took some time to learn the routine, then everything was smooth.',
    ],
    3: [
      'Care was fine, but communication could have been better.',
      'Decent service. We had to remind them about the evening walk a few times.',
    ],
  },
  'Child Care': {
    5: [
      'Our son settled in within a week. The staff are warm and very attentive.',
      'Wonderful with our baby. Helped my wife so much in the first weeks.',
      'Clean, safe and cheerful. The daily photo updates put our minds at ease.',
      'Our daughter adores her. Homework done and no screen time. Perfect!',
      'Very patient with our child’s needs and followed the therapist’s plan carefully.',
    ],
    4: [
      'Good care and a lovely routine. Pick-up times could be a little more flexible.',
      'Kind and reliable. Our toddler is happy, though meals were sometimes late.',
      'Very good overall. Would like a little more outdoor play.',
    ],
    3: [
      'Okay experience. The care was good but updates were irregular.',
      'Fine for a few days; our child took time to warm up.',
    ],
  },
};
