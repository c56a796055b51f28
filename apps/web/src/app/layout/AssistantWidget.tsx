import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { CloseIcon, MicrophoneIcon } from '../assistant/icons';
import { STICKY_THRESHOLD_PX } from './TopBar';

// The chat itself is fetched on the first open: most visitors never ask, and every page's
// first download stays small for them (issue "Fast on a cheap phone").
const AssistantSession = lazy(() => import('../assistant/AssistantSession'));

const panelClasses =
  // Phone: the whole screen under the 4rem bar, wherever the bar is.
  'flex flex-col bg-white text-slate-700 max-md:fixed max-md:inset-x-0 max-md:top-16 max-md:bottom-0 max-md:border-t max-md:border-slate-200 ' +
  'md:h-[min(36rem,calc(100dvh-6rem))] md:w-96 md:rounded-2xl md:border md:border-slate-200 md:shadow-xl';

/**
 * The assistant on every page (SPEC section 2): a button that opens the chat panel.
 *
 * It must never cover a page's own buttons. On a phone those are full width, so a button
 * floating in a bottom corner would sit on top of Continue, Pay or Save wherever the page comes
 * to rest: below the md breakpoint (where the menu button shows) it sits in the top bar instead,
 * beside the menu button, and moves with the bar (scrolling with it, then fixed with it once the
 * bar is); its panel then takes the whole screen under the bar. From md up it floats in the
 * bottom-right corner, where buttons are not full width, with the panel above it.
 */
export function AssistantWidget() {
  const { t } = useTranslation();
  const barIsFixed = useScrolledPast(STICKY_THRESHOLD_PX);
  const [isOpen, setIsOpen] = useState(false);
  // Once opened, the conversation stays mounted (hidden) so reopening finds it as it was.
  const [hasOpened, setHasOpened] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  function open() {
    setHasOpened(true);
    setIsOpen(true);
  }

  function close({ refocus }: { refocus: boolean }) {
    setIsOpen(false);
    if (refocus) button.current?.focus();
  }

  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close({ refocus: true });
        }
      }}
      className={
        // Phone: in the top bar, 4.25rem from the right (the menu button's 2.75rem and the bar's
        // 1rem padding, and a gap). md up: the bottom-right corner, the panel above the button.
        `${barIsFixed ? 'fixed' : 'absolute'} top-2.5 right-[4.25rem] z-50 flex flex-col items-end gap-3 ` +
        'md:fixed md:top-auto md:right-4 md:bottom-[max(1rem,env(safe-area-inset-bottom))] md:z-30'
      }
    >
      {hasOpened ? (
        <Suspense
          fallback={
            isOpen ? (
              <div id={panelId} aria-busy="true" className={`${panelClasses} p-4`}>
                <span className="sr-only">{t('assistant.open')}</span>
              </div>
            ) : null
          }
        >
          <AssistantSession
            id={panelId}
            open={isOpen}
            onFollowLink={() => close({ refocus: false })}
            className={panelClasses}
          />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-label={isOpen ? t('assistant.close') : t('assistant.open')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => (isOpen ? close({ refocus: false }) : open())}
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:size-12 md:shadow-lg"
      >
        {isOpen ? <CloseIcon /> : <MicrophoneIcon />}
      </button>
    </div>
  );
}
