import { Suspense } from 'react';
import { ClosingCallToAction } from './components/ClosingCallToAction';
import { Features } from './components/Features';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';

/**
 * The public front page: the promise, the four claims, three steps, calls to action.
 * Each section is its own boundary, so the page drawn at build time is hydrated a section at a
 * time and the browser stays responsive in between (nothing here suspends).
 */
export function LandingPage() {
  return (
    <>
      <Suspense>
        <Hero />
      </Suspense>
      <Suspense>
        <Features />
      </Suspense>
      <Suspense>
        <HowItWorks />
      </Suspense>
      <Suspense>
        <ClosingCallToAction />
      </Suspense>
    </>
  );
}
