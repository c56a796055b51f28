import type { Language } from '@care/shared';
import { setLanguage, useLanguage } from '../../lib/i18n';

/** Each language named in itself, so a reader finds their own whatever is showing now. */
const ENDONYMS: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

const looks = {
  bar:
    'min-h-11 min-w-11 justify-center gap-1.5 rounded-lg border border-slate-300 px-2.5 text-sm ' +
    'text-slate-800 hover:bg-slate-100',
  menu: 'min-h-12 w-full gap-2 rounded-lg px-3 text-base text-slate-800 hover:bg-slate-100',
} as const;

/**
 * One button offering the other language, in that language ('हिन्दी' on English pages,
 * 'English' on Hindi ones), marked with its lang so a screen reader speaks it in the right
 * voice. The switch is immediate and remembered for the next visit.
 */
export function LanguageSwitch({ look = 'bar' }: { look?: keyof typeof looks }) {
  const language = useLanguage();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void setLanguage(other)}
      className={`inline-flex shrink-0 items-center font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${looks[look]}`}
    >
      {/* A globe: recognisable as 'language' to someone who reads neither name. */}
      <svg
        viewBox="0 0 24 24"
        className="size-5 shrink-0 text-brand-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="8.5" />
        <path d="M3.5 12h17M12 3.5c2.4 2.3 3.6 5.1 3.6 8.5s-1.2 6.2-3.6 8.5c-2.4-2.3-3.6-5.1-3.6-8.5S9.6 5.8 12 3.5Z" />
      </svg>
      {ENDONYMS[other]}
    </button>
  );
}
