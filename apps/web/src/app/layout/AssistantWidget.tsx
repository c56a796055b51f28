import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { STICKY_THRESHOLD_PX } from './TopBar';

/**
 * Placeholder for the voice-assistant chat widget (SPEC: on every page); the real assistant
 * replaces the panel body.
 *
 * It must never cover a page's own buttons. On a phone those are full width, so a button
 * floating in a bottom corner would sit on top of Continue, Pay or Save wherever the page comes
 * to rest: below the md breakpoint (where the menu button shows) it sits in the top bar instead,
 * beside the menu button, and moves with the bar (scrolling with it, then fixed with it once the
 * bar is). From md up it floats in the bottom-right corner, where buttons are not full width.
 */
export function AssistantWidget() {
  const { t } = useTranslation();
  const barIsFixed = useScrolledPast(STICKY_THRESHOLD_PX);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  return (
    <div
      className={
        // Phone: in the top bar, 4.25rem from the right (the menu button's 2.75rem and the bar's
        // 1rem padding, and a gap); the panel opens below it. md up: the bottom-right corner.
        `${barIsFixed ? 'fixed' : 'absolute'} top-2.5 right-[4.25rem] z-50 flex flex-col-reverse items-end gap-3 ` +
        'md:fixed md:top-auto md:right-4 md:bottom-[max(1rem,env(safe-area-inset-bottom))] md:z-30 md:flex-col'
      }
    >
      {isOpen ? (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="-mr-[3.25rem] w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-xl md:mr-0"
        >
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t('assistant.title')}
          </h2>
          <p className="mt-2">{t('assistant.comingSoon')}</p>
          <p className="mt-2">
            {t('assistant.meanwhile')}{' '}
            <Link
              to="/contact"
              onClick={() => setIsOpen(false)}
              className="font-medium text-brand-700 underline"
            >
              {t('assistant.contactLink')}
            </Link>
          </p>
        </section>
      ) : null}
      <button
        type="button"
        aria-label={isOpen ? t('assistant.close') : t('assistant.open')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:size-12 md:shadow-lg"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true">
          {isOpen ? (
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Zm-6 9a6 6 0 0 0 12 0M12 18v3"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
    </div>
  );
}
