import { BannerStrip } from '../components/BannerStrip';
import { BlogHighlights } from '../components/BlogHighlights';
import { Hero } from '../components/Hero';
import { NearbyServices } from '../components/NearbyServices';
import { TipsSection } from '../components/TipsSection';
import { TrustBadges } from '../components/TrustBadges';

/** The landing page (SPEC section 2, Home). */
export function HomePage() {
  return (
    <div className="pb-16">
      <title>CareConnect | Elder care and childcare near you</title>
      <Hero />
      <BannerStrip />
      <NearbyServices />
      <TipsSection />
      <TrustBadges />
      <BlogHighlights />
    </div>
  );
}
