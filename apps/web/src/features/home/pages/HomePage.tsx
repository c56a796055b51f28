import { useTranslation } from 'react-i18next';
import { BannerStrip } from '../components/BannerStrip';
import { BlogHighlights } from '../components/BlogHighlights';
import { Hero } from '../components/Hero';
import { NearbyServices } from '../components/NearbyServices';
import { TipsSection } from '../components/TipsSection';
import { TrustBadges } from '../components/TrustBadges';
import { DocumentHead } from '../../../components/ui/DocumentHead';
import { HydrateInTurn } from '../../../lib/hydration/HydrateInTurn';

/** The landing page (SPEC section 2, Home); each section taken over in its own turn. */
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
      <HydrateInTurn part="home-tips">
        <TipsSection />
      </HydrateInTurn>
      <HydrateInTurn part="home-trust">
        <TrustBadges />
      </HydrateInTurn>
      <HydrateInTurn part="home-blogs">
        <BlogHighlights />
      </HydrateInTurn>
    </div>
  );
}
