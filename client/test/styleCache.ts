import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * The only CSS properties a client test can observe: what Testing Library, jest-dom's
 * `toBeVisible` and user-event read to decide whether an element is shown or can be clicked,
 * and the colours some tests assert with `toHaveStyle`. Add one here before asserting on it.
 */
const OBSERVED = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'color']);

const keepObserved: StylisPlugin = (element) => {
  if (element.type === 'decl' && !OBSERVED.has(element.props as string)) {
    element.value = '';
    element.return = '';
  }
};

/**
 * An emotion cache that writes only the observed declarations (a rule left empty is not
 * written at all). jsdom matches every stylesheet rule against an element and its ancestors
 * on each getComputedStyle, and parses each declaration it finds: with MUI's full CSS that
 * was half of the client suite's time, for layout jsdom does not do.
 */
export const styleCache = createCache({ key: 'css', stylisPlugins: [keepObserved] });
