import { useEffect, useState } from 'react';

/** Whole seconds counting down to zero, one tick a second; start() (re)starts it. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const tick = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);

  return { secondsLeft, start: setSecondsLeft };
}
