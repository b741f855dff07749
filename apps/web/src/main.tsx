import './fonts.css';
import './styles.css';

/**
 * Resolves once the browser has painted a frame (or after a moment in a tab that is not shown,
 * where frames wait for the reader).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });

// The server sends the public pages rendered: a phone shows one before the shop's code (190 KB)
// takes its line and its processor. The code is asked for once the page is painted, all its
// files at once (Vite preloads what `boot` imports), and then takes the page over.
await afterFirstPaint();
await import('./boot');
