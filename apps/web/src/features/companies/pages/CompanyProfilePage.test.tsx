import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { companyProfile, offering, uuid } from '../../../test/catalogFixtures';
import { fail, mockApi, ok, type Reply } from '../../../test/catalogMockApi';

// Each test renders the whole app from a lazy route; on a busy machine the first render of a
// file can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

const ID = uuid(2);
const PROFILE = '/company/auth/getCompanyProfileByID/';
const OFFERINGS = '/company/companyService/getAllCompanyServicesForCustomer/';

function setup(profile: Reply, offerings: Reply = ok([]), path = `/compnay-provider/${ID}`) {
  const api = mockApi({ [PROFILE]: profile, [OFFERINGS]: offerings });
  return { ...renderApp(path), api };
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('CompanyProfilePage', { timeout: 15_000 }, () => {
  it('shows the company with Active, Book Now, email, address with pincode and 10+ years', async () => {
    const { api } = setup(ok(companyProfile()), ok([offering(61, { pricePerDay: 950 })]));
    expect(await heading('Matru Seva Newborn Care')).toBeInTheDocument();
    expect(api.callsTo(PROFILE)[0]?.pathname).toBe(`/api/v1${PROFILE}${ID}`);
    expect(api.callsTo(OFFERINGS)[0]?.pathname).toBe(`/api/v1${OFFERINGS}${ID}`);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/company-service-booking/${ID}`,
    );
    expect(screen.getByText('Experienced Japa attendants.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'seva@example.com' })).toHaveAttribute(
      'href',
      'mailto:seva@example.com',
    );
    expect(screen.getByText('201, Sakar Complex, Ahmedabad - 380009')).toBeInTheDocument();
    expect(screen.getByText('10+ years')).toBeInTheDocument();
    const services = screen.getByRole('heading', { name: 'Services' }).closest('section');
    expect(await within(services as HTMLElement).findByText('₹950')).toBeInTheDocument();
  });

  it("falls back to 'Not provided', 'Address not available' and 'No services available'", async () => {
    setup(ok(companyProfile({ email: null, address: null, about: null })), ok([]));
    expect(await heading('Matru Seva Newborn Care')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('Address not available')).toBeInTheDocument();
    expect(screen.getByText('This company has not added a description yet.')).toBeInTheDocument();
    expect(await screen.findByText('No services available')).toBeInTheDocument();
  });

  it('is served on the correct spelling too', async () => {
    setup(ok(companyProfile()), ok([]), `/company-provider/${ID}`);
    expect(await heading('Matru Seva Newborn Care')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch company profile' in red for an unknown company", async () => {
    setup(fail(404, 'Company not found', 'NOT_FOUND'));
    expect(
      await screen.findByText('Failed to fetch company profile', {}, { timeout: 5000 }),
    ).toHaveClass('text-red-700');
    expect(screen.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeInTheDocument();
  });

  it("shows 'Something went wrong while fetching company profile' when the server fails", async () => {
    setup(fail(500));
    expect(
      await screen.findByText(
        'Something went wrong while fetching company profile',
        {},
        { timeout: 5000 },
      ),
    ).toHaveClass('text-red-700');
  });
});
