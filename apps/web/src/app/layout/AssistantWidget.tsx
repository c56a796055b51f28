import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Placeholder for the voice-assistant chat widget (SPEC: on every page). Small and tucked into
 * the corner so it never hides a page's own buttons; the real assistant replaces the panel body.
 */
export function AssistantWidget() {
  const { t } = useTranslation();
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
    <div className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex flex-col items-end gap-3">
      {isOpen ? (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-xl"
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
        className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
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
