/**
 * Demo families. They exist so that the sellers' ratings come from real, completed bookings
 * (listings average the `reviews` table), and so a tester can sign in as a customer with history
 * (mobiles 9100000001 upward). Each family has an elder and a child, so every care category has
 * someone to be booked for.
 */
export interface SeedFamilyMember {
  name: string;
  gender: 'Male' | 'Female' | 'Other';
  age: number;
  /** One of the relation options of the booking modal (SPEC section 3). */
  relation: 'Father' | 'Mother' | 'Son' | 'Daughter' | 'Grandfather' | 'Grandmother';
  note: string | null;
}

export interface SeedCustomer {
  mobile: string;
  name: string;
  email: string;
  gender: 'Male' | 'Female';
  /** YYYY-MM-DD */
  dob: string;
  address: string;
  pincode: string;
  elder: SeedFamilyMember;
  child: SeedFamilyMember;
}

export const seedCustomers: readonly SeedCustomer[] = [
  {
    mobile: '9100000001',
    name: 'Aditi Rao',
    email: 'aditi.rao@example.com',
    gender: 'Female',
    dob: '1988-06-14',
    address: 'Flat 1203, Prestige Shantiniketan, Whitefield, Bengaluru, Karnataka',
    pincode: '560048',
    elder: {
      name: 'Venkatesh Rao',
      gender: 'Male',
      age: 74,
      relation: 'Father',
      note: 'Type 2 diabetes; insulin at 8 am and 8 pm.',
    },
    child: {
      name: 'Ishaan Rao',
      gender: 'Male',
      age: 3,
      relation: 'Son',
      note: 'Allergic to peanuts.',
    },
  },
  {
    mobile: '9100000002',
    name: 'Rohan Mehta',
    email: 'rohan.mehta@example.com',
    gender: 'Male',
    dob: '1985-02-03',
    address: 'B-604, Hiranandani Gardens, Powai, Mumbai, Maharashtra',
    pincode: '400076',
    elder: {
      name: 'Kusum Mehta',
      gender: 'Female',
      age: 78,
      relation: 'Mother',
      note: 'Knee replacement in 2025; walks with a stick.',
    },
    child: { name: 'Anaya Mehta', gender: 'Female', age: 5, relation: 'Daughter', note: null },
  },
  {
    mobile: '9100000003',
    name: 'Sneha Kapoor',
    email: 'sneha.kapoor@example.com',
    gender: 'Female',
    dob: '1990-09-27',
    address: 'E-45, Greater Kailash Part 1, New Delhi, Delhi',
    pincode: '110048',
    elder: {
      name: 'Raj Kumar Kapoor',
      gender: 'Male',
      age: 81,
      relation: 'Grandfather',
      note: 'Early-stage Alzheimer’s; likes old Hindi film songs.',
    },
    child: { name: 'Kabir Kapoor', gender: 'Male', age: 2, relation: 'Son', note: null },
  },
  {
    mobile: '9100000004',
    name: 'Karthik Subramanian',
    email: 'karthik.subramanian@example.com',
    gender: 'Male',
    dob: '1983-12-19',
    address: '12, 4th Main Road, Kasturba Nagar, Adyar, Chennai, Tamil Nadu',
    pincode: '600020',
    elder: {
      name: 'Kamala Subramanian',
      gender: 'Female',
      age: 72,
      relation: 'Mother',
      note: 'High blood pressure; vegetarian.',
    },
    child: {
      name: 'Meera Subramanian',
      gender: 'Female',
      age: 7,
      relation: 'Daughter',
      note: null,
    },
  },
  {
    mobile: '9100000005',
    name: 'Nazia Hussain',
    email: 'nazia.hussain@example.com',
    gender: 'Female',
    dob: '1991-04-08',
    address: 'Flat 3B, Lumbini Towers, Road No. 10, Banjara Hills, Hyderabad, Telangana',
    pincode: '500034',
    elder: {
      name: 'Abdul Hussain',
      gender: 'Male',
      age: 76,
      relation: 'Father',
      note: 'Recovering from a mild stroke; needs help walking.',
    },
    child: {
      name: 'Zara Hussain',
      gender: 'Female',
      age: 1,
      relation: 'Daughter',
      note: 'Breastfed; naps twice a day.',
    },
  },
  {
    mobile: '9100000006',
    name: 'Amit Chatterjee',
    email: 'amit.chatterjee@example.com',
    gender: 'Male',
    dob: '1980-07-30',
    address: '15/2, Hindusthan Park, Gariahat, Kolkata, West Bengal',
    pincode: '700029',
    elder: {
      name: 'Gita Chatterjee',
      gender: 'Female',
      age: 84,
      relation: 'Grandmother',
      note: 'Hard of hearing; please speak slowly.',
    },
    child: { name: 'Rishi Chatterjee', gender: 'Male', age: 6, relation: 'Son', note: null },
  },
  {
    mobile: '9100000007',
    name: 'Pallavi Deshpande',
    email: 'pallavi.deshpande@example.com',
    gender: 'Female',
    dob: '1987-11-11',
    address: 'C-302, Sukhwani Elmwood, Aundh, Pune, Maharashtra',
    pincode: '411007',
    elder: {
      name: 'Madhav Deshpande',
      gender: 'Male',
      age: 79,
      relation: 'Father',
      note: 'Parkinson’s; medicines at fixed times.',
    },
    child: {
      name: 'Aarav Deshpande',
      gender: 'Male',
      age: 4,
      relation: 'Son',
      note: 'On the autism spectrum; loves trains.',
    },
  },
  {
    mobile: '9100000008',
    name: 'Clara Pereira',
    email: 'clara.pereira@example.com',
    gender: 'Female',
    dob: '1986-01-22',
    address: 'H. No. 45, Altinho, Panaji, Goa',
    pincode: '403001',
    elder: {
      name: 'Antonio Pereira',
      gender: 'Male',
      age: 80,
      relation: 'Father',
      note: 'Heart patient; low-salt diet.',
    },
    child: { name: 'Maria Pereira', gender: 'Female', age: 1, relation: 'Daughter', note: null },
  },
];
