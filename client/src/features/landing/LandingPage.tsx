import { ClosingCallToAction } from './components/ClosingCallToAction';
import { Features } from './components/Features';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';

/** The public front page (spec §1): the promise, the four claims, three steps, calls to action. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <ClosingCallToAction />
    </>
  );
}
