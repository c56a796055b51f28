/**
 * The care catalogue: two categories whose names other tests and the web app rely on
 * (DESIGN "Demo data"), each with the services families most often ask for in India.
 */
export interface SeedService {
  name: string;
  description: string;
}

export interface SeedCategory {
  name: string;
  services: readonly SeedService[];
}

export const ELDER_CARE = 'Elder Care';
export const CHILD_CARE = 'Child Care';

/** `as const` so that the providers' and companies' price lists can only name real services. */
export const seedCategories = [
  {
    name: ELDER_CARE,
    services: [
      {
        name: 'Elderly Companion',
        description:
          'A trained companion who spends the day with your parent: conversation, reading the newspaper together, short walks, reminders for meals and medicines, and help with small errands.',
      },
      {
        name: 'Nursing Attendant',
        description:
          'A certified attendant for personal care at home: bathing, toileting, feeding, changing positions for bed-bound patients, checking blood pressure and sugar, and keeping a daily care log.',
      },
      {
        name: 'Post-Surgery Care',
        description:
          'Support at home after a hospital discharge: wound and dressing care as advised by the doctor, help with mobility and exercises, medicine schedules, and watching for warning signs.',
      },
      {
        name: 'Dementia Care',
        description:
          'Patient, structured care for people living with dementia or Alzheimer’s: a calm daily routine, memory-friendly activities, safe wandering, and gentle help through confusion and sundowning.',
      },
      {
        name: 'Physiotherapy at Home',
        description:
          'Sessions by a qualified physiotherapist at home for joint pain, stroke recovery, knee or hip replacement rehabilitation, balance training and fall prevention.',
      },
      {
        name: 'Day Care for Seniors',
        description:
          'A safe, social day for older adults while the family is at work: supervised activities, meals, light exercise, medicine reminders and a trained carer on hand.',
      },
    ],
  },
  {
    name: CHILD_CARE,
    services: [
      {
        name: 'Nanny / Babysitter',
        description:
          'A verified nanny who looks after your child at home: feeding, naps, play, homework help for older children, and a daily update for parents.',
      },
      {
        name: 'Full-day Creche',
        description:
          'Full-day care in a licensed creche for children from six months to six years: age-wise play groups, nutritious meals, nap time and CCTV-monitored rooms.',
      },
      {
        name: 'Newborn & Mother Care (Japa)',
        description:
          'A traditional Japa maid for the weeks after delivery: newborn massage and bathing, help with breastfeeding and burping, mother’s massage and support with recovery meals.',
      },
      {
        name: 'After-school Care',
        description:
          'Safe pick-up from school, a healthy snack, homework supervision and outdoor play until parents are home from work.',
      },
      {
        name: 'Special Needs Care',
        description:
          'Care by a trained carer for children with autism, ADHD, cerebral palsy or other developmental needs, following the routines and goals set with their therapists.',
      },
    ],
  },
] as const satisfies readonly SeedCategory[];

export type SeedCategoryName = (typeof seedCategories)[number]['name'];
export type SeedServiceName = (typeof seedCategories)[number]['services'][number]['name'];
