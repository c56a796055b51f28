import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SocialLinks } from './SocialLinks';

interface FooterColumnProps {
  title: string;
  links: { to: string; label: string }[];
}

function FooterColumn({ title, links }: FooterColumnProps) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center text-sm text-brand-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const brand = t('brand.name');

  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <p className="text-lg font-bold text-white">{brand}</p>
          <p className="max-w-md text-sm leading-relaxed">{t('footer.about')}</p>
          <SocialLinks />
        </div>
        <FooterColumn
          title={t('footer.customers')}
          links={[
            { to: '/login', label: t('footer.signUp') },
            { to: '/service', label: t('footer.bookService') },
          ]}
        />
        <FooterColumn
          title={t('footer.providers')}
          links={[{ to: '/login-dashboard', label: t('footer.registration') }]}
        />
        <FooterColumn
          title={t('footer.company')}
          links={[
            { to: '/contact', label: t('footer.contact') },
            { to: '/privacy-policy', label: t('footer.privacy') },
            { to: '/terms-&-condition', label: t('footer.terms') },
            { to: '/cancellation-&-refunds', label: t('footer.refunds') },
          ]}
        />
      </div>
      <div className="border-t border-white/10">
        {/* Extra bottom room on phones so the floating assistant button never covers this line. */}
        <p className="mx-auto max-w-6xl px-4 pt-4 pb-20 text-center text-xs text-brand-200 sm:px-6 md:pb-4">
          {t('footer.poweredBy', { brand })}
        </p>
      </div>
    </footer>
  );
}
