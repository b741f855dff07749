import './fonts.css';
import './styles.css';
import { startPage } from './page-start/early-reads';

/**
 * Resolves once the browser has painted a frame (or after a moment in a tab that is not shown,
 * where frames wait for the reader).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });

// The server sends the public pages rendered, and a signed-in reader's own pages (My courses, a
// payment step, a course's lessons): a phone shows one before the shop's code (190 KB) takes its
// line and its processor. The code is asked for once the page is painted, all its files at once
// (Vite preloads what `boot` imports), and then takes the page over. A page the server does not
// render (the cart, the back office) starts its API reads and their schemas at the same moment,
// beside the shop's code: started before the first paint, they held back the paint of the page's
// frame. A page the server rendered came with its data and starts none.
await afterFirstPaint();
if (!document.getElementById('root')?.hasAttribute('data-hydrating')) startPage(window.location);
await import('./boot');
