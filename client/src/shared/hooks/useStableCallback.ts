import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * `callback` behind a function that never changes: a memoised child given it is not drawn again
 * each time the caller is, and always calls the caller's latest `callback`.
 */
export function useStableCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
