import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';
import type { NavItem } from './useNavItems';

interface MobileMenuProps {
  id: string;
  items: NavItem[];
  onClose: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  'flex min-h-12 items-center rounded-lg px-3 text-base font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 ' +
  (isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100');

/** Drops down over the page (absolutely positioned) so opening it never pushes content. */
export function MobileMenu({ id, items, onClose }: MobileMenuProps) {
  const { t } = useTranslation();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <nav
      id={id}
      aria-label={t('nav.mobileLabel')}
      className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg md:hidden"
    >
      <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
        {items.map((item) => (
          <li key={item.to}>
            {/* Closing on click also covers tapping the link of the page already shown. */}
            <NavLink to={item.to} end className={linkClass} onClick={onClose}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {/* Stays open on switching, so the person sees the menu in the language they chose. */}
        <li className="mt-1 border-t border-slate-200 pt-2">
          <LanguageSwitch look="menu" />
        </li>
      </ul>
    </nav>
  );
}
