import { useEffect, useRef, useState } from 'react';
import { useFromServerHtml } from '../../../hooks/use-from-server-html';

/** Spec 2 section 9 lazy-load default: a block starts loading 100 px before it scrolls into view. */
export const LAZY_OFFSET_PX = 100;

/**
 * Becomes true, once and for good, when the element comes within `offset` pixels of the
 * viewport. IntersectionObserver replaces the specification's 300 ms scroll throttle: the browser
 * reports crossings itself, so nothing runs on every scroll event. The server renders every block
 * (a reader without JavaScript and a search engine see them), so a block hydrating the server's
 * HTML starts shown and stays so; a block the server leaves out (`shownByServer: false`: a form
 * that is of no use without JavaScript) waits to be scrolled near in the browser too.
 */
export const useNearViewport = <T extends Element>(
  offset = LAZY_OFFSET_PX,
  { shownByServer = true }: { shownByServer?: boolean } = {},
) => {
  const ref = useRef<T>(null);
  const fromServerHtml = useFromServerHtml();
  const [isNear, setIsNear] = useState(() =>
    fromServerHtml ? shownByServer : typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${String(offset)}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, offset]);

  return [ref, isNear] as const;
};
