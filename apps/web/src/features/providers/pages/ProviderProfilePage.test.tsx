import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { offering, providerProfile, uuid } from '../../../test/catalogFixtures';
import { fail, mockApi, ok, pending, type Reply } from '../../../test/catalogMockApi';

// Each test renders the whole app from a lazy route; on a busy machine the first render of a
// file can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

const ID = uuid(1);
const PROFILE = '/provider/auth/getProviderProfileById/';
const OFFERINGS = '/provider/providerService/getAllProviderServicesForCustomer/';

function setup(profile: Reply | (() => Promise<Reply>), offerings: Reply = ok([]), id = ID) {
  const api = mockApi({ [PROFILE]: profile, [OFFERINGS]: offerings });
  return { ...renderApp(`/provider/${id}`), api };
}

describe('ProviderProfilePage', { timeout: 15_000 }, () => {
  it('shows the caregiver with Available, Book Now, 8 years, certification and skills', async () => {
    const { api } = setup(ok(providerProfile()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meena Kumari' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo(PROFILE)[0]?.pathname).toBe(`/api/v1${PROFILE}${ID}`);
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/booking/${ID}`,
    );
    expect(screen.getByText('I have looked after babies for ten years.')).toBeInTheDocument();
    expect(screen.getByText('8 years')).toBeInTheDocument();
    expect(screen.getByText('Certified Caregiver')).toBeInTheDocument();
    const skills = screen
      .getByRole('heading', { name: 'Skills' })
      .closest('section') as HTMLElement;
    expect(within(skills).getByText('Nanny / Babysitter')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('falls back to a sentence when About is empty', async () => {
    setup(ok(providerProfile({ about: '  ', certification: null })));
    expect(
      await screen.findByText(/has not written an introduction yet/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No certification listed')).toBeInTheDocument();
  });

  it("lists services with price per day, and 'No category' when a service has none", async () => {
    setup(
      ok(providerProfile()),
      ok([
        offering(51),
        offering(52, {
          pricePerDay: 1250.5,
          service: { name: 'Night Attendant', description: 'Stays the night.', category: null },
        }),
      ]),
    );
    const services = (
      await screen.findByRole('heading', { name: 'Available Services' }, { timeout: 5000 })
    ).closest('section') as HTMLElement;
    const items = await within(services).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Child Care')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('₹1,300')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Night Attendant')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('No category')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Stays the night.')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('₹1,250.5')).toBeInTheDocument();
  });

  it("says 'No services available' when there are none", async () => {
    setup(ok(providerProfile()), ok([]));
    expect(
      await screen.findByText('No services available', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to fetch provider profile' in red for an unknown caregiver", async () => {
    setup(fail(404, 'Provider not found', 'NOT_FOUND'));
    const message = await screen.findByText(
      'Failed to fetch provider profile',
      {},
      { timeout: 5000 },
    );
    expect(message).toHaveClass('text-red-700');
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const { api } = setup(ok(providerProfile()), ok([]), 'not-an-id');
    expect(
      await screen.findByText('Failed to fetch provider profile', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows 'Something went wrong while fetching profile' when the server fails", async () => {
    setup(fail(500, 'Internal error'));
    expect(
      await screen.findByText('Something went wrong while fetching profile', {}, { timeout: 5000 }),
    ).toHaveClass('text-red-700');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a skeleton under the page title while loading', async () => {
    setup(() => pending());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Caregiver Profile' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
