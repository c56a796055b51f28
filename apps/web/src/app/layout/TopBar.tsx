import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { useNavItems } from './useNavItems';

/** SPEC section 9: the bar becomes fixed after 50px of scroll. */
export const STICKY_THRESHOLD_PX = 50;

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 ' +
  (isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100');

export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navItems = useNavItems();
  const isFixed = useScrolledPast(STICKY_THRESHOLD_PX);
  // Remember which path the menu was opened on: navigating anywhere closes it without an effect.
  const [menuOpenOnPath, setMenuOpenOnPath] = useState<string | null>(null);
  const isMenuOpen = menuOpenOnPath === pathname;
  const closeMenu = () => setMenuOpenOnPath(null);

  return (
    // The wrapper keeps the bar's height in the flow, so fixing the bar never shifts the page.
    <div className="h-16">
      <header
        className={
          'inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur ' +
          (isFixed ? 'fixed shadow-md' : 'relative')
        }
      >
        <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandLogo />
          <div className="hidden items-center gap-3 md:flex">
            <nav aria-label={t('nav.label')}>
              <ul className="flex items-center gap-1">
                {navItems.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={desktopLinkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageSwitch />
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpenOnPath(isMenuOpen ? null : pathname)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true">
              <path
                d={isMenuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {isMenuOpen ? <MobileMenu id="mobile-menu" items={navItems} onClose={closeMenu} /> : null}
      </header>
    </div>
  );
}
