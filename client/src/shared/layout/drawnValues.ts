import { useSyncExternalStore } from 'react';

/** The year the client was built in, given by the build (`define` in vite.config.ts). */
declare const __POSTPILOT_BUILD_YEAR__: number | undefined;

/**
 * The year the pages drawn at build time (src/prerender.tsx) show. Outside the build (tests),
 * this year.
 */
export const BUILD_YEAR: number =
  typeof __POSTPILOT_BUILD_YEAR__ === 'number'
    ? __POSTPILOT_BUILD_YEAR__
    : new Date().getFullYear();

const unchanging = () => () => undefined;

/**
 * This installation's origin. A page drawn at build time cannot know it: it is drawn with none
 * and the links are completed as the page is hydrated.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );
}

/**
 * This year. A page drawn at build time shows the build's year: it is hydrated with that year,
 * so the drawing matches however long the build has been served, and then shows this one.
 */
export function useYear(): number {
  return useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
