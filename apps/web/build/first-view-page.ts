import type { Plugin } from 'vite';

// The faces that set most of a page's text, asked for at once by the page's head instead of after
// its CSS: regular Thai and Latin, and bold Thai (titles and prices). Arriving before the first
// paint, they do not move the page when they swap in (src/fonts.css).
const PRELOADED_FONT = /sarabun-(?:thai-(?:400|700)|latin-400)-normal-[\w-]+\.woff2$/;

// The shop's one stylesheet (about 9 KB brotli) goes inside the page's head: a stylesheet holds
// the first paint back until it arrives, and on a phone's line it queued behind the scripts.
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

// The entry script comes after the page's content: the browser asks for the cover picture (the
// page's largest paint) first. It runs once the page is parsed, as module scripts always do.
const SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
const scriptsAfterContent = (html: string) => {
  const tags = html.match(SCRIPT_TAGS) ?? [];
  return html.replace(SCRIPT_TAGS, '').replace('</body>', `${tags.join('')}\n  </body>`);
};

/**
 * The page every address starts from (`index.html`, which the server fills for the public pages)
 * as a phone on a slow line needs it: the styles in the page, the regular fonts asked for from the
 * head, and the page's small entry script after the content (it loads the shop's code once the
 * page is painted, see `src/main.tsx`).
 */
export const firstViewPage: Plugin = {
  name: 'first-view-page',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => ({
      html: scriptsAfterContent(
        html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset' || typeof asset.source !== 'string') return link;
          return `<style>${asset.source}</style>`;
        }),
      ),
      tags: [
        ...Object.keys(bundle ?? {})
          .filter((fileName) => PRELOADED_FONT.test(fileName))
          .sort()
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${fileName}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
      ],
    }),
  },
};
