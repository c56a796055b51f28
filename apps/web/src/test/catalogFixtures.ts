import type {
  Banner,
  Blog,
  Category,
  CompanyListItem,
  CompanyProfile,
  Offering,
  Pagination,
  ProviderListItem,
  ProviderProfile,
  Service,
} from '@care/shared';

/** A UUID whose last digits are `n`, so ids read well in failures. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ELDER: Category = { id: uuid(901), name: 'Elder Care' };
export const CHILD: Category = { id: uuid(902), name: 'Child Care' };
export const CATEGORIES = [ELDER, CHILD];

export const ELDER_SERVICES: Service[] = [
  { id: uuid(911), name: 'Nursing Attendant', description: null, categoryId: ELDER.id },
  { id: uuid(912), name: 'Dementia Care', description: null, categoryId: ELDER.id },
];
export const CHILD_SERVICES: Service[] = [
  { id: uuid(921), name: 'Nanny / Babysitter', description: null, categoryId: CHILD.id },
];

export function provider(n: number, overrides: Partial<ProviderListItem> = {}): ProviderListItem {
  return {
    id: uuid(n),
    name: `Provider ${n}`,
    profileImage: null,
    pincode: '110091',
    avgRating: 4,
    reviewCount: 2,
    startingPricePerDay: 800,
    serviceCategories: [ELDER],
    verified: true,
    ...overrides,
  };
}

export function company(n: number, overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    id: uuid(n),
    companyName: `Company ${n}`,
    companyLogo: null,
    pincode: '380009',
    avgRating: 4,
    reviewCount: 2,
    startingPricePerDay: 950,
    serviceCategories: [CHILD],
    verified: true,
    ...overrides,
  };
}

export function pageInfo(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export function providerProfile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    id: uuid(1),
    name: 'Meena Kumari',
    profileImage: null,
    about: 'I have looked after babies for ten years.',
    certification: 'Certified Caregiver',
    pincode: '110091',
    avgRating: 4.5,
    reviewCount: 3,
    providerSkill: [{ id: uuid(921), name: 'Nanny / Babysitter' }],
    serviceCategories: [CHILD],
    verified: true,
    ...overrides,
  };
}

export function companyProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: uuid(2),
    companyName: 'Matru Seva Newborn Care',
    companyLogo: null,
    about: 'Experienced Japa attendants.',
    email: 'seva@example.com',
    address: '201, Sakar Complex, Ahmedabad',
    pincode: '380009',
    avgRating: 5,
    reviewCount: 3,
    serviceCategories: [CHILD],
    verified: true,
    ...overrides,
  };
}

export function offering(n: number, overrides: Partial<Offering> = {}): Offering {
  return {
    id: uuid(n),
    serviceId: uuid(921),
    pricePerDay: 1300,
    description: null,
    service: {
      name: 'Nanny / Babysitter',
      description: 'Looks after your child at home.',
      category: CHILD,
    },
    ...overrides,
  };
}

export function blog(n: number, overrides: Partial<Blog> = {}): Blog {
  return {
    _id: uuid(n),
    slugUrl: `post-${n}`,
    blogTitle: `Post number ${n}`,
    image: null,
    description: `<p>Body of post ${n}.</p>`,
    publishedAt: '2025-03-05T06:30:00.000Z',
    ...overrides,
  };
}

export function banner(n: number, overrides: Partial<Banner> = {}): Banner {
  return {
    _id: uuid(n),
    title: `Banner ${n}`,
    subtitle: `Subtitle ${n}`,
    image: null,
    link: '/service',
    ...overrides,
  };
}
