import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown';

/** Seconds left until `expiresAt`, ticking every second; null without an expiry. */
export const useCountdown = (expiresAt: string | null): number | null => {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expiresAt === null) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const every = window.setInterval(tick, 1_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [expiresAt]);

  return secondsLeft(expiresAt, now);
};
