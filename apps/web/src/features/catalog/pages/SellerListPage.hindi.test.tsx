import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/renderApp';
import { CATEGORIES, pageInfo, provider } from '../../../test/catalogFixtures';
import { mockApi, ok } from '../../../test/catalogMockApi';

function setup(path: string) {
  mockApi({
    '/admin/service/getAllServiceCategories': ok(CATEGORIES),
    '/provider/auth/getOnlineProvidersForWeb': ok({
      providers: [provider(1, { name: 'Asha Verma' })],
      pagination: pageInfo(1, 100, 1),
    }),
  });
  return renderApp(path);
}

describe('SellerListPage in Hindi', { timeout: 15_000 }, () => {
  it('shows the list, its filters, sort and free dates in Hindi', async () => {
    await act(() => setLanguage('hi'));
    setup('/service?pincode=560038&freeFrom=2099-01-10&freeTo=2099-01-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'सेवाएँ' })).toBeInTheDocument();
    expect(await screen.findByText('नतीजे (1)')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'खोजें' })).toHaveAttribute(
      'placeholder',
      'सेवा खोजें',
    );
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveDisplayValue('दूरी: सबसे नज़दीक पहले');
    expect(screen.getByText(/के सबसे नज़दीक वाले पहले/)).toHaveTextContent(
      'पिन कोड 560038 के सबसे नज़दीक वाले पहले',
    );
    // The dates are spelt for Hindi readers, months in Devanagari.
    expect(screen.getByText(/तक खाली/)).toHaveTextContent(
      /^10 जनवरी 2099 से 12 जनवरी 2099 तक खाली$/,
    );
    expect(screen.getByRole('link', { name: 'पार्टनर' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'व्यक्तिगत' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the English words in English', async () => {
    setup('/service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(await screen.findByText('Result (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show nearest' })).toBeInTheDocument();
  });
});
