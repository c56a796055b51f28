import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/renderApp';
import { blog, company, pageInfo, provider } from '../../test/catalogFixtures';
import { mockApi, ok } from '../../test/catalogMockApi';

function homeWithData() {
  mockApi({
    '/provider/auth/getOnlineProvidersForWeb': ok({
      providers: [provider(1, { name: 'Asha Verma', startingPricePerDay: 100000 })],
      pagination: pageInfo(1, 4, 1),
    }),
    '/company/auth/getOnlineCompaniesForWeb': ok({
      companies: [company(11)],
      pagination: pageInfo(1, 4, 1),
    }),
    '/Careconnect/blog/getAllTrue': ok([blog(1)]),
    '/Careconnect/banner/getAllTrue': ok([]),
  });
  return renderApp('/');
}

const mainNav = () => screen.getByRole('navigation', { name: /^(Main|मुख्य)$/ });

describe('LanguageSwitch', { timeout: 15_000 }, () => {
  it('turns the top bar and the home page into Hindi at once, and back', async () => {
    const { user } = homeWithData();
    await screen.findByRole('heading', { level: 1, name: 'Find trusted care near you' });
    expect(document.documentElement.lang).toBe('en-IN');

    const toHindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('lang', 'hi');
    await user.click(toHindi);

    expect(
      screen.getByRole('heading', { level: 1, name: 'अपने आस-पास भरोसेमंद देखभाल पाएँ' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'अपने आस-पास सेवाएँ खोजें' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'परिवारों के लिए सुझाव और गाइड' }),
    ).toBeInTheDocument();
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['होम', 'सेवाएँ', 'साइन इन करें']);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('भारत में निर्मित');

    // Remembered for the next visit, and announced to screen readers and the browser.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');

    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    await user.click(toEnglish);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find trusted care near you' }),
    ).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('shows the cards in Hindi: price per day, rating and the booking link', async () => {
    await act(() => setLanguage('hi'));
    homeWithData();
    const nearby = (
      await screen.findByRole('heading', { level: 2, name: 'अपने आस-पास सेवाएँ खोजें' })
    ).closest('section') as HTMLElement;
    const card = await within(nearby).findByRole('article');
    expect(card).toHaveTextContent('₹1,00,000/दिन से शुरू');
    expect(within(card).getByRole('img', { name: 'रेटिंग: 5 में से 4' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Asha Verma को अभी बुक करें' })).toHaveTextContent(
      'अभी बुक करें',
    );
    expect(within(nearby).getByRole('button', { name: 'केयरगिवर' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The blog card's date spells its month out in Hindi.
    expect(await screen.findByText('5 मार्च 2025')).toBeInTheDocument();
  });

  it('sits in the mobile menu, which stays open in the new language', async () => {
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('button', { name: 'हिन्दी' }));

    const hindiMenu = screen.getByRole('navigation', { name: 'मोबाइल' });
    expect(within(hindiMenu).getByRole('link', { name: 'सेवाएँ' })).toBeInTheDocument();
    expect(within(hindiMenu).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेनू बंद करें' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('follows a choice made in another tab', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
      window.dispatchEvent(
        new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'hi' }),
      );
    });
    expect(await within(mainNav()).findByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(i18n.language).toBe('hi');
  });
});
