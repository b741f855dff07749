import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True while a component renders on the server or hydrates the server's HTML, false in every
 * later render. A part the server rendered (a block it showed without waiting to be scrolled near)
 * must render the same while it hydrates, whatever the browser would choose on its own.
 */
export const useFromServerHtml = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
