import { useTranslation } from 'react-i18next';

/** A mobile number as a tel: link, with India's country code so it dials from anywhere. */
export function telHref(mobile: string): string {
  const digits = mobile.replace(/[^\d+]/g, '');
  return /^\d{10}$/.test(digits) ? `tel:+91${digits}` : `tel:${digits}`;
}

/** A phone number a thumb can tap to call: 44px tall, with 'Call' for screen readers. */
export function PhoneLink({ mobile }: { mobile: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={telHref(mobile)}
      className="-mx-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
        <path
          d="M6.5 2.5h-2a2 2 0 0 0-2 2C2.5 11.7 8.3 17.5 15.5 17.5a2 2 0 0 0 2-2v-2l-3.5-1.5-1.75 1.75a9 9 0 0 1-4.5-4.5L9.5 7.5 8 4z"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">{t('components.call')}</span>
      {mobile}
    </a>
  );
}
