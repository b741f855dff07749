import { useEffect, useState } from 'react';
import { useFromServerHtml } from '../../../hooks/use-from-server-html';

/**
 * True from `delayMs` after `isLoaded` first became true, and from then on. Spec 1: the playlist's
 * loading flag is cleared one second after the playlist loads. A page the server rendered with
 * the playlist in it has nothing loading: it is settled from the start, on the server and while
 * the browser takes it over, so both show the lessons.
 */
export const useSettledAfter = (isLoaded: boolean, delayMs: number): boolean => {
  const fromServerHtml = useFromServerHtml();
  const [isSettled, setIsSettled] = useState(() => fromServerHtml && isLoaded);
  useEffect(() => {
    if (!isLoaded || isSettled) return;
    const timer = window.setTimeout(() => setIsSettled(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [isLoaded, isSettled, delayMs]);
  return isSettled;
};
