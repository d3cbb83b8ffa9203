import { useEffect, useState } from 'react';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;

function timeLeftUntil(target: number, now: number): TimeLeft {
  const total = Math.max(0, Math.ceil((target - now) / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * Days, hours, minutes and seconds until `target` (epoch ms), stopping at zero; null while the
 * target is unknown. Read from the clock on every tick rather than counted down (as
 * useCountdown does), so a tab the browser slowed down in the background is right again on
 * its next tick.
 */
export function useTimeLeft(target: number | null): TimeLeft | null {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (target === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const remaining = target - current;
      if (remaining <= 0) return;
      // Wakes as the next whole second before the target begins, so the seconds turn on time.
      timer = setTimeout(tick, remaining % SECOND || SECOND);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);

  return target === null ? null : timeLeftUntil(target, now);
}
