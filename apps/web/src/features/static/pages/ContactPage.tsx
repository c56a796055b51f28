import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { CONTACT_GROUPS } from '../content/contacts';

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline break-all';

export function ContactPage() {
  const { t } = useTranslation();
  const address = [
    t('brand.name'),
    t('staticPages.contact.address.street'),
    t('staticPages.contact.address.city'),
    t('staticPages.contact.address.country'),
  ];
  return (
    <Page title={t('staticPages.contact.title')} lead={t('staticPages.contact.lead')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CONTACT_GROUPS.map((group, index) => (
          <li key={group.key}>
            <section
              aria-labelledby={`contact-${index}`}
              className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id={`contact-${index}`} className="text-lg font-semibold text-slate-900">
                {t(`staticPages.contact.groups.${group.key}.title`)}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {t(`staticPages.contact.groups.${group.key}.description`)}
              </p>
              <dl className="mt-3 space-y-1 text-sm">
                <div className="flex items-center gap-2">
                  <dt className="w-14 text-slate-500">{t('staticPages.contact.phone')}</dt>
                  <dd>
                    <a className={linkClass} href={`tel:${group.phone.replace(/\s/g, '')}`}>
                      {group.phone}
                    </a>
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt className="w-14 text-slate-500">{t('staticPages.contact.email')}</dt>
                  <dd className="min-w-0">
                    <a className={linkClass} href={`mailto:${group.email}`}>
                      {group.email}
                    </a>
                  </dd>
                </div>
              </dl>
            </section>
          </li>
        ))}
      </ul>
      <section aria-labelledby="office" className="mt-8 rounded-2xl bg-brand-50 p-5 text-brand-900">
        <h2 id="office" className="text-lg font-semibold">
          {t('staticPages.contact.office')}
        </h2>
        <address className="mt-2 not-italic leading-relaxed">
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="mt-2 text-sm">{t('staticPages.contact.hours')}</p>
      </section>
    </Page>
  );
}
