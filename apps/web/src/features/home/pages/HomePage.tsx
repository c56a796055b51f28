import { useTranslation } from 'react-i18next';
import { BannerStrip } from '../components/BannerStrip';
import { BlogHighlights } from '../components/BlogHighlights';
import { Hero } from '../components/Hero';
import { NearbyServices } from '../components/NearbyServices';
import { TipsSection } from '../components/TipsSection';
import { TrustBadges } from '../components/TrustBadges';
import { DocumentHead } from '../../../components/ui/DocumentHead';
import { HydrateInTurn } from '../../../lib/hydration/HydrateInTurn';
import { KeepServerHtml } from '../../../lib/hydration/KeepServerHtml';

/**
 * The landing page (SPEC section 2, Home); each section taken over in its own turn, or kept as
 * the server drew it when it is text and links alone.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="pb-16">
      <DocumentHead title={t('home.title')} />
      <HydrateInTurn part="home-hero">
        <Hero />
      </HydrateInTurn>
      <HydrateInTurn part="home-banners">
        <BannerStrip />
      </HydrateInTurn>
      <HydrateInTurn part="home-nearby">
        <NearbyServices />
      </HydrateInTurn>
      {/* Text in the reader's language only: the server's HTML is kept (decision 035). */}
      <KeepServerHtml part="home-tips" inputs={[]}>
        <TipsSection />
      </KeepServerHtml>
      <KeepServerHtml part="home-trust" inputs={[]}>
        <TrustBadges />
      </KeepServerHtml>
      <HydrateInTurn part="home-blogs">
        <BlogHighlights />
      </HydrateInTurn>
    </div>
  );
}
