import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs on its own port and Vite forwards API paths to it.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const apiPaths = [
  '/public',
  '/private',
  '/api',
  '/webhook',
  '/uploads',
  '/media',
  '/sandbox',
  '/docs',
  '/health',
  '/socket.io',
];

// react-svg-credit-card-payment-icons keeps each style's namespace object (esbuild's `__export`) in
// the same file as its Hiper icon, and tags every icon with metadata. Both read as side effects, so
// importing Hiper would keep all sixteen icons of the style; neither is one. Marked so, the card form
// ships only the twelve logos it imports.
const CARD_ICONS = /[\\/]react-svg-credit-card-payment-icons[\\/]dist[\\/]/;
const cardIconsTreeShaking: Plugin = {
  name: 'card-icons-tree-shaking',
  apply: 'build',
  transform: (code, id) =>
    CARD_ICONS.test(id)
      ? {
          code: code.replace(/^__export\(/gm, '/* @__PURE__ */ __export('),
          map: { mappings: '' },
          moduleSideEffects: false,
        }
      : null,
};

/** The page and the module it starts: Vite's entry, kept out of the shell group below. */
const SHOP_ENTRY = /[\\/](index\.html|src[\\/]main\.tsx)$/;

// The server's render of the public pages (`src/ssr/entry-server.tsx`) is built on its own into
// dist-ssr, outside the folder the server publishes, with every dependency inside the bundle.
const serverRenderBuild = defineConfig({
  plugins: [react(), cardIconsTreeShaking],
  ssr: { noExternal: true },
  // The bundled libraries read NODE_ENV at run time otherwise: React's and Ant Design's development
  // builds (slower, and Ant Design's class names differ from the browser's, breaking hydration).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-ssr', sourcemap: true, emptyOutDir: true, copyPublicDir: false },
});

const browserBuild = defineConfig({
  plugins: [react(), cardIconsTreeShaking],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPaths.map((prefix) => [prefix, { target: apiTarget, ws: prefix === '/socket.io' }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    reportCompressedSize: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the shop's code: long-cached chunks for the ones every
        // page needs. Ant Design stays split by component, so a page loads only what it shows.
        codeSplitting: {
          minSize: 20_000,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 30,
            },
            // dayjs's core only: its plugins (date pickers, time zones) stay with the pages that use them.
            {
              name: 'i18n',
              test: /node_modules[\\/](?:i18next[\\/]|react-i18next[\\/]|dayjs[\\/](?!plugin[\\/]))/,
              priority: 20,
            },
            { name: 'data', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // Everything else the entry needs before it runs, in one file: left to itself Rolldown
            // cut the shell into forty chunks of a few hundred bytes, each a request on a slow line.
            // The entry module stays the entry chunk (the page shell and the manifest name it).
            { name: 'shell', tags: ['$initial'], test: (id) => !SHOP_ENTRY.test(id), priority: 10 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
