import type { SeedServiceName } from './catalog-data.ts';

export interface SeedCompanyOffering {
  /** Whole rupees for readability; the seed converts to paise in one place. */
  rupeesPerDay: number;
  /** How many bookings of this service the company can staff on one day. */
  dailyCapacity: number;
}

/**
 * A partner company of the demo (creche or care agency). Testers sign in as any of them with
 * the mobile number (DESIGN "Demo data": 7000000001 upward, consecutively).
 */
export interface SeedCompany {
  mobile: string;
  companyName: string;
  email: string;
  address: string;
  pincode: string;
  /** A well-formed GSTIN (state code, PAN, entity, 'Z', checksum); not a real registration. */
  gst: string;
  about: string;
  offerings: Partial<Record<SeedServiceName, SeedCompanyOffering>>;
}

export const seedCompanies: readonly SeedCompany[] = [
  {
    mobile: '7000000001',
    companyName: 'Little Lotus Creche & Daycare',
    email: 'hello@littlelotus.example.com',
    address: '42, 5th Cross, 4th Block, Koramangala, Bengaluru, Karnataka',
    pincode: '560034',
    gst: '29AAKCL4821M1ZZ',
    about:
      'A bright, CCTV-monitored creche for children from six months to six years, run by early-childhood educators. Freshly cooked meals, a shaded play area and a daily photo diary for parents.',
    offerings: {
      'Full-day Creche': { rupeesPerDay: 750, dailyCapacity: 25 },
      'After-school Care': { rupeesPerDay: 600, dailyCapacity: 15 },
      'Nanny / Babysitter': { rupeesPerDay: 1100, dailyCapacity: 4 },
    },
  },
  {
    mobile: '7000000002',
    companyName: 'Sahara Senior Care Services',
    email: 'care@saharaseniorcare.example.com',
    address: '3rd Floor, Kohinoor Building, Gokhale Road, Dadar West, Mumbai, Maharashtra',
    pincode: '400028',
    gst: '27AAGCS7316K1Z0',
    about:
      'Home nursing and elder care across Mumbai since 2012. Every attendant is police-verified and trained in-house, and a supervising nurse visits each patient weekly.',
    offerings: {
      'Nursing Attendant': { rupeesPerDay: 1700, dailyCapacity: 12 },
      'Post-Surgery Care': { rupeesPerDay: 2400, dailyCapacity: 6 },
      'Dementia Care': { rupeesPerDay: 2100, dailyCapacity: 5 },
      'Elderly Companion': { rupeesPerDay: 1000, dailyCapacity: 10 },
    },
  },
  {
    mobile: '7000000003',
    companyName: 'Aashray Elder Care',
    email: 'info@aashrayeldercare.example.com',
    address: 'D-21, Defence Colony Road, Lajpat Nagar III, New Delhi, Delhi',
    pincode: '110024',
    gst: '07AAHCA5092R1Z0',
    about:
      'A senior day centre and home-care agency in South Delhi. Our day centre offers yoga, games, lunch and a nurse on duty, and our attendants provide the same standard of care at home.',
    offerings: {
      'Day Care for Seniors': { rupeesPerDay: 900, dailyCapacity: 30 },
      'Elderly Companion': { rupeesPerDay: 950, dailyCapacity: 8 },
      'Nursing Attendant': { rupeesPerDay: 1500, dailyCapacity: 8 },
    },
  },
  {
    mobile: '7000000004',
    companyName: 'Kilkari Kids Day Care',
    email: 'admissions@kilkarikids.example.com',
    address: 'Shop 4-6, Blue Ridge Town Centre, Phase 1, Hinjewadi, Pune, Maharashtra',
    pincode: '411057',
    gst: '27AAJCK2764P1ZT',
    about:
      'A creche built for IT-park families, open 8 am to 8 pm on weekdays. Small groups, trained teachers, an inclusion room for children with special needs, and a paediatrician on call.',
    offerings: {
      'Full-day Creche': { rupeesPerDay: 850, dailyCapacity: 40 },
      'After-school Care': { rupeesPerDay: 650, dailyCapacity: 20 },
      'Special Needs Care': { rupeesPerDay: 1800, dailyCapacity: 4 },
    },
  },
  {
    mobile: '7000000005',
    companyName: 'Anbu Home Health Care',
    email: 'support@anbuhomehealth.example.com',
    address: 'AE-118, 6th Avenue, Anna Nagar, Chennai, Tamil Nadu',
    pincode: '600040',
    gst: '33AAFCA8830N1ZF',
    about:
      '“Anbu” means love in Tamil, and it is how we care. Our nurses and physiotherapists help patients recover at home after surgery, with a care plan agreed with their doctor.',
    offerings: {
      'Post-Surgery Care': { rupeesPerDay: 2000, dailyCapacity: 6 },
      'Nursing Attendant': { rupeesPerDay: 1400, dailyCapacity: 10 },
      'Physiotherapy at Home': { rupeesPerDay: 1100, dailyCapacity: 8 },
    },
  },
  {
    mobile: '7000000006',
    companyName: 'Nanhe Kadam Creche',
    email: 'contact@nanhekadam.example.com',
    address: 'Plot 31, Telecom Nagar, Gachibowli, Hyderabad, Telangana',
    pincode: '500032',
    gst: '36AAMCN6157Q1ZJ',
    about:
      'A warm, home-like creche near the financial district. Children learn through play, music and storytelling in English, Telugu and Hindi, and parents can check in on the live camera.',
    offerings: {
      'Full-day Creche': { rupeesPerDay: 700, dailyCapacity: 30 },
      'Nanny / Babysitter': { rupeesPerDay: 1000, dailyCapacity: 5 },
    },
  },
  {
    mobile: '7000000007',
    companyName: 'Sandhya Seniors Care',
    email: 'namaskar@sandhyaseniors.example.com',
    address: '8/1A, Gurusaday Road, Ballygunge, Kolkata, West Bengal',
    pincode: '700019',
    gst: '19AAECS3409H1ZC',
    about:
      'Companionship and memory care for Kolkata’s elders, many of whose children live in other cities. Our carers are trained in dementia care and send families a short update every day.',
    offerings: {
      'Dementia Care': { rupeesPerDay: 1700, dailyCapacity: 6 },
      'Elderly Companion': { rupeesPerDay: 800, dailyCapacity: 12 },
      'Day Care for Seniors': { rupeesPerDay: 650, dailyCapacity: 20 },
    },
  },
  {
    mobile: '7000000008',
    companyName: 'Susegad Care Goa',
    email: 'hello@susegadcare.example.com',
    address: 'Abade Faria Road, near Municipal Garden, Margao, Goa',
    pincode: '403601',
    gst: '30AAQCS1968D1ZC',
    about:
      'Home care across South Goa for elders and new mothers. Our Goan nurses and Japa attendants speak Konkani, English and Hindi and treat every home as their own.',
    offerings: {
      'Nursing Attendant': { rupeesPerDay: 1500, dailyCapacity: 6 },
      'Elderly Companion': { rupeesPerDay: 900, dailyCapacity: 6 },
      'Newborn & Mother Care (Japa)': { rupeesPerDay: 1500, dailyCapacity: 4 },
    },
  },
  {
    mobile: '7000000009',
    companyName: 'Matru Seva Newborn Care',
    email: 'seva@matruseva.example.com',
    address: '201, Sakar Complex, C. G. Road, Navrangpura, Ahmedabad, Gujarat',
    pincode: '380009',
    gst: '24AANCM4475B1ZI',
    about:
      'Experienced Japa attendants and nannies for the first months at home. We follow traditional practices that families trust and the safe-sleep and hygiene advice paediatricians give.',
    offerings: {
      'Newborn & Mother Care (Japa)': { rupeesPerDay: 1450, dailyCapacity: 8 },
      'Nanny / Babysitter': { rupeesPerDay: 950, dailyCapacity: 8 },
    },
  },
  {
    mobile: '7000000010',
    companyName: 'Sparsh Therapy & Care',
    email: 'care@sparshtherapy.example.com',
    address: 'Sparsh House, Kadavanthra Junction, Kochi, Kerala',
    pincode: '682020',
    gst: '32AAPCS2291L1ZY',
    about:
      'A team of physiotherapists, nurses and special educators in Kochi. We support children with developmental needs and adults recovering from surgery or stroke, at home.',
    offerings: {
      'Physiotherapy at Home': { rupeesPerDay: 1300, dailyCapacity: 6 },
      'Special Needs Care': { rupeesPerDay: 2300, dailyCapacity: 4 },
      'Post-Surgery Care': { rupeesPerDay: 2200, dailyCapacity: 4 },
      'Nursing Attendant': { rupeesPerDay: 1600, dailyCapacity: 6 },
    },
  },
];
