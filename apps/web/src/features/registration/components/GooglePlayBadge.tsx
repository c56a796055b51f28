import { useTranslation } from 'react-i18next';

const PROVIDER_APP_URL = 'https://play.google.com/store/apps/details?id=in.careconnect.provider';

/** A Play Store badge drawn inline, so no third-party image loads on slow connections. */
export function GooglePlayBadge() {
  const { t } = useTranslation();
  return (
    <a
      href={PROVIDER_APP_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('registration.success.playStoreLabel')}
      className="inline-flex min-h-14 items-center gap-3 rounded-xl bg-black px-5 py-2 text-left text-white transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg viewBox="0 0 24 26" className="h-7 w-6" aria-hidden="true">
        <path d="M1 1.2 13.6 13 1 24.8c-.4-.3-.6-.8-.6-1.4V2.6c0-.6.2-1.1.6-1.4Z" fill="#00d7fe" />
        <path d="m17.8 8.9-4.2 4.1L1 1.2c.3-.2.8-.3 1.3-.1l15.5 7.8Z" fill="#00f076" />
        <path d="m17.8 17.1-15.5 7.8c-.5.2-1 .1-1.3-.1L13.6 13l4.2 4.1Z" fill="#f83a4b" />
        <path d="M22.4 11.5c1 .6 1 2.4 0 3l-4.6 2.6-4.2-4.1 4.2-4.1 4.6 2.6Z" fill="#ffd400" />
      </svg>
      <span className="leading-tight">
        <span className="block text-[0.65rem] tracking-wide uppercase">
          {t('registration.success.getItOn')}
        </span>
        {/* The store's name, as Google spells it in every language. */}
        <span className="block text-xl font-semibold">Google Play</span>
      </span>
    </a>
  );
}
