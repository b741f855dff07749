import { useEffect, useState } from 'react';

/**
 * True from `delayMs` after `isLoaded` first became true, and from then on. Spec 1: the playlist's
 * loading flag is cleared one second after the playlist loads.
 */
export const useSettledAfter = (isLoaded: boolean, delayMs: number): boolean => {
  const [isSettled, setIsSettled] = useState(false);
  useEffect(() => {
    if (!isLoaded || isSettled) return;
    const timer = window.setTimeout(() => setIsSettled(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [isLoaded, isSettled, delayMs]);
  return isSettled;
};
