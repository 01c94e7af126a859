import { Suspense } from 'react';
import { useDocumentTitle } from '../../../shared/ui/page.tsx';
import { AboutSlider } from '../components/about-slider.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { lazyPart } from '../../../shared/lib/lazy-part.ts';

/**
 * The sections from the road map down sit well below the fold: they arrive in one chunk after
 * the first paint, keeping the landing's initial JavaScript within its budget
 * (docs/performance.md). A link to #road_map or #capabilities still lands there: the layout
 * looks for the section while it loads.
 */
const lowerSections = () => import('../components/lower-sections.ts');
const RoadMap = lazyPart(() => lowerSections().then((m) => ({ default: m.RoadMap })));
const Team = lazyPart(() => lowerSections().then((m) => ({ default: m.Team })));
const Capabilities = lazyPart(() => lowerSections().then((m) => ({ default: m.Capabilities })));
const JoinUs = lazyPart(() => lowerSections().then((m) => ({ default: m.JoinUs })));

/** The landing page `/` of SPEC §2: every section in the order the SPEC lists them. */
export function LandingPage() {
  // The landing keeps the site's own title: "Pinacoteca — invest in paintings".
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <HowItWorks />
      <AboutSlider />
      <Suspense fallback={null}>
        <RoadMap />
        <Team />
        <Capabilities />
        <JoinUs />
      </Suspense>
    </>
  );
}
