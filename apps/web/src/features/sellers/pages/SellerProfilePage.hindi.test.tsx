import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/renderApp';
import { providerProfile, uuid } from '../../../test/catalogFixtures';
import { mockApi, ok } from '../../../test/catalogMockApi';

const ID = uuid(1);

function setup() {
  mockApi({
    '/provider/auth/getProviderProfileById/': ok(
      providerProfile({ about: null, certification: null }),
    ),
    '/provider/providerService/getAllProviderServicesForCustomer/': ok([]),
    '/provider/auth/getProviderReviews/': ok({
      reviews: [
        {
          rating: 5,
          comment: 'Kind and patient',
          name: 'Asha',
          city: 'Pune',
          createdAt: '2026-10-14T06:30:00.000Z',
        },
      ],
      pagination: { page: 1, limit: 5, total: 6, totalPages: 2 },
      counts: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 3 },
      average: 4.4,
    }),
  });
  return renderApp(`/provider/${ID}`);
}

const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('SellerProfilePage in Hindi', { timeout: 15_000 }, () => {
  it("shows a caregiver's profile and reviews in Hindi, the review month in Devanagari", async () => {
    await act(() => setLanguage('hi'));
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meena Kumari' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('उपलब्ध')).toBeInTheDocument();
    expect(screen.getByText('8 साल')).toBeInTheDocument();
    expect(
      within(section('परिचय')).getByText(/इस केयरगिवर ने अभी अपना परिचय नहीं लिखा है/),
    ).toBeInTheDocument();
    expect(within(section('प्रमाणपत्र')).getByText('कोई प्रमाणपत्र नहीं दिया गया')).toBeInTheDocument();
    const reviews = section('समीक्षाएँ');
    expect(await within(reviews).findByText('Asha, Pune · अक्टूबर 2026')).toBeInTheDocument();
    expect(within(reviews).getByText('6 समीक्षाएँ')).toBeInTheDocument();
    const byStar = within(reviews).getByLabelText('स्टार के हिसाब से समीक्षाएँ');
    expect(within(byStar).getByText('4 स्टार').nextElementSibling).toHaveTextContent('2');
  });
});
