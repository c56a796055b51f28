import { useTranslation } from 'react-i18next';
import { BannerStrip } from '../components/BannerStrip';
import { BlogHighlights } from '../components/BlogHighlights';
import { Hero } from '../components/Hero';
import { NearbyServices } from '../components/NearbyServices';
import { TipsSection } from '../components/TipsSection';
import { TrustBadges } from '../components/TrustBadges';
import { DocumentHead } from '../../../components/ui/DocumentHead';

/** The landing page (SPEC section 2, Home). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="pb-16">
      <DocumentHead title={t('home.title')} />
      <Hero />
      <BannerStrip />
      <NearbyServices />
      <TipsSection />
      <TrustBadges />
      <BlogHighlights />
    </div>
  );
}
