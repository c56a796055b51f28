import { Page } from '../../../components/ui/Page';
import { CONTACT_GROUPS, OFFICE } from '../content/contacts';

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline break-all';

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      lead="Talk to the right team directly. We reply to every email within one working day."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {CONTACT_GROUPS.map((group, index) => (
          <li key={group.title}>
            <section
              aria-labelledby={`contact-${index}`}
              className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id={`contact-${index}`} className="text-lg font-semibold text-slate-900">
                {group.title}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{group.description}</p>
              <dl className="mt-3 space-y-1 text-sm">
                <div className="flex items-center gap-2">
                  <dt className="w-14 text-slate-500">Phone</dt>
                  <dd>
                    <a className={linkClass} href={`tel:${group.phone.replace(/\s/g, '')}`}>
                      {group.phone}
                    </a>
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt className="w-14 text-slate-500">Email</dt>
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
          Our office
        </h2>
        <address className="mt-2 not-italic leading-relaxed">
          {OFFICE.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="mt-2 text-sm">{OFFICE.hours}</p>
      </section>
    </Page>
  );
}
