import type { Location } from 'react-router';

let scrolledBeforeTakeover = false;

/** Called just before the browser takes a server-rendered page over (`boot.tsx`). */
export const noteScrollAtTakeover = () => {
  scrolledBeforeTakeover = window.scrollY > 0;
};

/**
 * The key React Router keeps a page's scroll position under. A page loaded whole has the key
 * `default`, shared by every page loaded so in the tab, so the router would move the reader to
 * where another page was left. A reader who scrolled before the page was taken over (the code
 * comes after the first paint) stays where they are: that load gets a key of its own.
 */
export const scrollPositionKey = (location: Location): string =>
  location.key === 'default' && scrolledBeforeTakeover
    ? `scrolled-before-takeover-${String(performance.timeOrigin)}`
    : location.key;
