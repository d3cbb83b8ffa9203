import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePeriod, type AnalyticsPeriod } from './analyticsFormat';

/**
 * The chosen period, kept in the URL (?period=90) so a reload, a shared link and Back all show
 * the same period. Choosing one adds a history entry; the other parameters stay, and the page
 * is drawn with the new period at once (its report is usually in the cache by then), not in a
 * transition that yields to the browser while it draws.
 */
export function useAnalyticsPeriod(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const choose = useCallback(
    (next: AnalyticsPeriod) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('period', String(next));
          return updated;
        },
        { flushSync: true },
      ),
    [setParams],
  );
  return [period, choose];
}
