import { useEffect, useState } from 'react';

/** The time now, renewed every `intervalMs`, so relative times ('5 minutes ago') keep up. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
