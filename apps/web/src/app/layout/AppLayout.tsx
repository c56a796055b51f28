import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Toasts } from '../../components/ui/Toasts';
import { HydrateInTurn } from '../../lib/hydration/HydrateInTurn';
import { KeepServerHtml } from '../../lib/hydration/KeepServerHtml';
import { AssistantWidget } from './AssistantWidget';
import { Footer } from './Footer';
import { isFooterHidden } from './footerVisibility';
import { NavigationProgress } from './NavigationProgress';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';

/**
 * The root route's element: the shell every page renders inside.
 *
 * Each part is taken over in its own turn (HydrateInTurn): a page rendered on the server is
 * taken over part by part in short tasks, yielding to the phone between them, instead of in
 * one long task that blocks a tap (Lighthouse's Total Blocking Time; lib/hydration/turns.ts).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const showFooter = !isFooterHidden(pathname);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-800">
      <ScrollToTop />
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:shadow"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <HydrateInTurn part="top-bar">
        <TopBar />
      </HydrateInTurn>
      {/* Right after the bar: on a phone it sits in the bar, so focus reaches it in that order. */}
      <HydrateInTurn part="assistant">
        <AssistantWidget />
      </HydrateInTurn>
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a
          lazily loaded page replaces its skeleton (CLS). Without a footer below, room at the end
          (the floating assistant's 3rem, its 1rem margin and a gap) lets the last button scroll
          clear of the assistant. */}
      <main
        id="main-content"
        tabIndex={-1}
        className={`min-h-[calc(100dvh-4rem)] flex-1 outline-none ${showFooter ? '' : 'pb-20'}`}
        aria-busy={navigation.state !== 'idle'}
      >
        <HydrateInTurn part="page">
          <Outlet />
        </HydrateInTurn>
      </main>
      {showFooter ? (
        // Links and text: the server's HTML is kept as it is (decision 035).
        <KeepServerHtml part="footer" inputs={[]}>
          <Footer />
        </KeepServerHtml>
      ) : null}
      {/* SPEC section 9: top-right, closing after 3 seconds. */}
      <Toasts />
    </div>
  );
}
