import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { companyProfile, offering, providerProfile, uuid } from '../../../test/catalogFixtures';
import { fail, mockApi, ok, pending, type Reply } from '../../../test/catalogMockApi';

// Each test renders the whole app from a lazy route; on a busy machine the first render of a
// file can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

const PROVIDER_ID = uuid(1);
const COMPANY_ID = uuid(2);

/** What each kind's page shows, spelled out as the SPEC has it (not read from the page's table). */
const kinds = [
  {
    kind: 'Provider',
    id: PROVIDER_ID,
    route: `/provider/${PROVIDER_ID}`,
    profileApi: '/provider/auth/getProviderProfileById/',
    offeringsApi: '/provider/providerService/getAllProviderServicesForCustomer/',
    reviewsApi: '/provider/auth/getProviderReviews/',
    profile: (about?: string | null) => providerProfile(about === undefined ? {} : { about }),
    name: 'Meena Kumari',
    about: 'I have looked after babies for ten years.',
    aboutFallback:
      'This caregiver has not written an introduction yet. Book a service to get to know them.',
    badge: 'Available',
    bookHref: `/booking/${PROVIDER_ID}`,
    experience: '8 years',
    servicesTitle: 'Available Services',
    title: 'Caregiver Profile',
    notFound: 'Failed to fetch provider profile',
    serverError: 'Something went wrong while fetching profile',
  },
  {
    kind: 'Company',
    id: COMPANY_ID,
    route: `/compnay-provider/${COMPANY_ID}`,
    profileApi: '/company/auth/getCompanyProfileByID/',
    offeringsApi: '/company/companyService/getAllCompanyServicesForCustomer/',
    reviewsApi: '/company/auth/getCompanyReviews/',
    profile: (about?: string | null) => companyProfile(about === undefined ? {} : { about }),
    name: 'Matru Seva Newborn Care',
    about: 'Experienced Japa attendants.',
    aboutFallback: 'This company has not added a description yet.',
    badge: 'Active',
    bookHref: `/company-service-booking/${COMPANY_ID}`,
    experience: '10+ years',
    servicesTitle: 'Services',
    title: 'Company Profile',
    notFound: 'Failed to fetch company profile',
    serverError: 'Something went wrong while fetching company profile',
  },
] as const;

type Kind = (typeof kinds)[number];

/** A page of reviews as the API answers it. */
function reviewsPage(
  page: number,
  reviews: { rating: number; comment: string | null; name: string; city: string | null }[],
  total = reviews.length,
) {
  return {
    reviews: reviews.map((r) => ({ ...r, createdAt: '2026-10-14T06:30:00.000Z' })),
    pagination: { page, limit: 5, total, totalPages: Math.max(1, Math.ceil(total / 5)) },
    counts: { '1': 0, '2': 1, '3': 0, '4': 2, '5': total - 3 },
    average: total ? 4.4 : null,
  };
}

function setup(
  kind: Kind,
  profile: Reply | (() => Promise<Reply>),
  offerings: Reply = ok([]),
  route: string = kind.route,
  reviews: Reply | ((url: URL) => Reply) = ok(reviewsPage(1, [], 0)),
) {
  const api = mockApi({
    [kind.profileApi]: profile,
    [kind.offeringsApi]: offerings,
    [kind.reviewsApi]: reviews,
  });
  return { ...renderApp(route), api };
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe.each(kinds)('SellerProfilePage for a $kind', { timeout: 15_000 }, (kind) => {
  it(`shows the seller with '${kind.badge}', Book Now, About and ${kind.experience}`, async () => {
    const { api } = setup(kind, ok(kind.profile()));
    expect(await heading(kind.name)).toBeInTheDocument();
    expect(api.callsTo(kind.profileApi)[0]?.pathname).toBe(`/api/v1${kind.profileApi}${kind.id}`);
    expect(api.callsTo(kind.offeringsApi)[0]?.pathname).toBe(
      `/api/v1${kind.offeringsApi}${kind.id}`,
    );
    expect(screen.getByText(kind.badge)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', kind.bookHref);
    expect(screen.getByText(kind.about)).toBeInTheDocument();
    expect(screen.getByText(kind.experience)).toBeInTheDocument();
  });

  it("carries the 'Certified' mark when the operator verified the seller, and only then", async () => {
    setup(kind, ok(kind.profile()));
    const title = await heading(kind.name);
    const header = title.closest('section') as HTMLElement;
    expect(within(header).getByText('Certified')).toHaveAttribute(
      'title',
      'ID and certificates checked by CareConnect',
    );
  });

  it("shows no 'Certified' mark for a seller the data does not say is verified", async () => {
    setup(kind, ok({ ...kind.profile(), verified: false }));
    await heading(kind.name);
    expect(screen.queryByText('Certified')).not.toBeInTheDocument();
  });

  it('lists the reviews with the count for each star, and pages through them', async () => {
    const { api } = setup(kind, ok(kind.profile()), ok([]), kind.route, (url) =>
      url.searchParams.get('page') === '2'
        ? ok(
            reviewsPage(
              2,
              [{ rating: 2, comment: 'Came late twice', name: 'Ravi', city: null }],
              6,
            ),
          )
        : ok(
            reviewsPage(
              1,
              [
                { rating: 5, comment: 'Kind and patient', name: 'Asha', city: 'Pune' },
                { rating: 4, comment: null, name: 'A family', city: null },
              ],
              6,
            ),
          ),
    );
    await heading(kind.name);
    const box = section('Reviews');
    expect(await within(box).findByText('Kind and patient')).toBeInTheDocument();
    expect(within(box).getByText('Asha, Pune · October 2026')).toBeInTheDocument();
    expect(within(box).getByText('A family · October 2026')).toBeInTheDocument();
    expect(within(box).getByText('6 reviews')).toBeInTheDocument();
    const byStar = within(box).getByLabelText('Reviews by star');
    expect(within(byStar).getByText('4 star').nextElementSibling).toHaveTextContent('2');
    expect(api.callsTo(kind.reviewsApi)[0]?.pathname).toBe(`/api/v1${kind.reviewsApi}${kind.id}`);

    within(box).getByRole('button', { name: /Next/ }).click();
    expect(await within(box).findByText('Came late twice')).toBeInTheDocument();
    expect(api.callsTo(kind.reviewsApi).at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('says there are no reviews yet', async () => {
    setup(kind, ok(kind.profile()));
    await heading(kind.name);
    expect(
      await within(section('Reviews')).findByText(
        'No reviews yet. Families review after the care is complete.',
      ),
    ).toBeInTheDocument();
  });

  it('falls back to a sentence when About is empty', async () => {
    setup(kind, ok(kind.profile('  ')));
    expect(await screen.findByText(kind.aboutFallback)).toBeInTheDocument();
  });

  it("lists services with price per day, and 'No category' when a service has none", async () => {
    setup(
      kind,
      ok(kind.profile()),
      ok([
        offering(51),
        offering(52, {
          pricePerDay: 1250.5,
          service: { name: 'Night Attendant', description: 'Stays the night.', category: null },
        }),
      ]),
    );
    await heading(kind.name);
    const items = await within(section(kind.servicesTitle)).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Child Care')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('₹1,300')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Night Attendant')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('No category')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Stays the night.')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('₹1,250.50')).toBeInTheDocument();
  });

  it("says 'No services available' when there are none", async () => {
    setup(kind, ok(kind.profile()), ok([]));
    expect(await screen.findByText('No services available')).toBeInTheDocument();
  });

  it(`shows '${kind.notFound}' in red for an unknown ${kind.kind}`, async () => {
    setup(kind, fail(404, 'Not found', 'NOT_FOUND'));
    expect(await screen.findByText(kind.notFound)).toHaveClass('text-red-700');
    expect(screen.getByRole('heading', { level: 1, name: kind.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const { api } = setup(kind, ok(kind.profile()), ok([]), kind.route.replace(kind.id, 'x-1'));
    expect(await screen.findByText(kind.notFound)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it(`shows '${kind.serverError}' when the server fails`, async () => {
    setup(kind, fail(500, 'Internal error'));
    expect(await screen.findByText(kind.serverError)).toHaveClass('text-red-700');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a skeleton under the page title while loading', async () => {
    setup(kind, () => pending());
    expect(await heading(kind.title)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('SellerProfilePage for a Provider only', { timeout: 15_000 }, () => {
  const [caregiver] = kinds;

  it('shows the certification, the skills and the rating', async () => {
    setup(caregiver, ok(providerProfile()));
    expect(await heading(caregiver.name)).toBeInTheDocument();
    expect(screen.getByText('Certified Caregiver')).toBeInTheDocument();
    expect(within(section('Skills')).getByText('Nanny / Babysitter')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('PIN 110091')).toBeInTheDocument();
  });

  it("says 'No certification listed' and 'No skills listed' when there are none", async () => {
    setup(caregiver, ok(providerProfile({ certification: ' ', providerSkill: [] })));
    expect(await screen.findByText('No certification listed')).toBeInTheDocument();
    expect(screen.getByText('No skills listed')).toBeInTheDocument();
  });
});

describe('SellerProfilePage for a Company only', { timeout: 15_000 }, () => {
  const company = kinds[1];

  it('shows the email as a link and the address with its pincode, not a PIN in the header', async () => {
    setup(company, ok(companyProfile()), ok([offering(61, { pricePerDay: 950 })]));
    expect(await heading(company.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'seva@example.com' })).toHaveAttribute(
      'href',
      'mailto:seva@example.com',
    );
    expect(screen.getByText('201, Sakar Complex, Ahmedabad - 380009')).toBeInTheDocument();
    expect(screen.queryByText('PIN 380009')).not.toBeInTheDocument();
    expect(await within(section('Services')).findByText('₹950')).toBeInTheDocument();
  });

  it("falls back to 'Not provided' and 'Address not available'", async () => {
    setup(company, ok(companyProfile({ email: null, address: null })));
    expect(await heading(company.name)).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('Address not available')).toBeInTheDocument();
  });

  it('is served on the correct spelling too', async () => {
    setup(company, ok(companyProfile()), ok([]), `/company-provider/${COMPANY_ID}`);
    expect(await heading(company.name)).toBeInTheDocument();
  });
});
