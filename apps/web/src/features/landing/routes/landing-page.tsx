import { useDocumentTitle } from '../../../shared/ui/page.tsx';
import { AboutSlider } from '../components/about-slider.tsx';
import { Capabilities } from '../components/capabilities.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { JoinUs } from '../components/join-us.tsx';
import { RoadMap } from '../components/road-map.tsx';
import { Team } from '../components/team.tsx';

/** The landing page `/` of SPEC §2: every section in the order the SPEC lists them. */
export function LandingPage() {
  // The landing keeps the site's own title: "Pinacoteca — invest in paintings".
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <HowItWorks />
      <AboutSlider />
      <RoadMap />
      <Team />
      <Capabilities />
      <JoinUs />
    </>
  );
}
