import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Tip {
  /** Its title and summary in the locales, under home.tips. */
  key: 'choosingCaregiver' | 'settlingCreche' | 'afterHospital';
  tag: 'elderCare' | 'childCare';
  minutes: number;
}

/** Sample articles (SPEC: static); the blog holds the full guides. */
export const TIPS: readonly Tip[] = [
  { key: 'choosingCaregiver', tag: 'elderCare', minutes: 5 },
  { key: 'settlingCreche', tag: 'childCare', minutes: 4 },
  { key: 'afterHospital', tag: 'elderCare', minutes: 6 },
];

function TipIcon({ tag }: { tag: Tip['tag'] }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-11 items-center justify-center rounded-xl ${tag === 'elderCare' ? 'bg-brand-50 text-brand-700' : 'bg-amber-50 text-amber-700'}`}
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none">
        {tag === 'elderCare' ? (
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        ) : (
          <>
            <circle cx="12" cy="8" r="3.5" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M5.5 20a6.5 6.5 0 0 1 13 0"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </>
        )}
      </svg>
    </span>
  );
}

export function TipsSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="tips-heading"
      className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16"
    >
      <div className="flex items-end justify-between gap-4">
        <h2
          id="tips-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {t('home.tips.heading')}
        </h2>
        <Link
          to="/blog"
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 hover:text-brand-950 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('home.tips.moreGuides')}
        </Link>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {TIPS.map((tip) => (
          <li key={tip.key}>
            <article className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
              <div className="flex items-center gap-3">
                <TipIcon tag={tip.tag} />
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t(`home.categories.${tip.tag}`)} ·{' '}
                  {t('home.tips.minutesRead', { count: tip.minutes })}
                </p>
              </div>
              <h3 className="mt-4 text-lg leading-snug font-semibold text-slate-900">
                {t(`home.tips.${tip.key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`home.tips.${tip.key}.summary`)}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
