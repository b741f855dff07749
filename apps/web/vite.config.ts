import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdDirectImports } from './build/antd-direct-imports';
import { backOfficeOnlyImportsOf } from './build/back-office-chunk';
import { cardIconsTreeShaking } from './build/card-icons-tree-shaking';
import { firstViewPage } from './build/first-view-page';
import { staticImportsOf } from './build/shell-chunk';

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

/** Where the shop's code starts once the page is painted (`src/main.tsx` imports it then). */
const BOOT_MODULE = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));
/** zod as the browser build imports it: set up for the shop's security policy first. */
const ZOD_IN_THE_BROWSER = fileURLToPath(new URL('./src/lib/zod-in-the-browser.ts', import.meta.url));
const bootImports = staticImportsOf(BOOT_MODULE);
/** Ant Design in the shop's theme and language: every page built on it runs this first. */
const ANTD_FRAME = fileURLToPath(new URL('./src/app/antd-frame.tsx', import.meta.url));
const antdFrameImports = staticImportsOf(ANTD_FRAME);
const webModule = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const BACK_OFFICE_ROUTES = webModule('./src/app/routes/admin/');
const backOfficePage = (route: string) => ({
  entry: webModule('./src/main.tsx'),
  isBackOffice: (id: string) => id.startsWith(BACK_OFFICE_ROUTES),
  pages: [webModule(route)],
});
/** What the back office's frame imports that no buyer's page reaches: every back-office page runs it. */
const backOfficeFrameImports = backOfficeOnlyImportsOf(
  backOfficePage('./src/app/routes/admin/admin-layout.tsx'),
);
/** What the orders list imports besides that no buyer's page reaches (the table, the filters). */
const ordersListImports = backOfficeOnlyImportsOf({
  ...backOfficePage('./src/app/routes/admin/orders-route.tsx'),
  ownOnly: true,
});
/**
 * What the orders list imports that no buyer's page reaches but other back-office pages do too
 * (`AdminPage`, the list parameters, the formats, the state tags, the orders' query): a few KB,
 * which ride with the frame so that the list's first view does not download them as a file each.
 */
const ordersListSharedImports = backOfficeOnlyImportsOf(
  backOfficePage('./src/app/routes/admin/orders-route.tsx'),
);
const isFrameModule = (id: string, ctx: Parameters<typeof backOfficeFrameImports>[0]) =>
  backOfficeFrameImports(ctx).has(id) ||
  (ordersListSharedImports(ctx).has(id) && !ordersListImports(ctx).has(id));

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
  plugins: [react(), cardIconsTreeShaking, antdDirectImports, firstViewPage],
  resolve: { alias: [{ find: /^zod$/, replacement: ZOD_IN_THE_BROWSER }] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPaths.map((prefix) => [prefix, { target: apiTarget, ws: prefix === '/socket.io' }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // One stylesheet for the whole shop (about 9 KB brotli), inside every page's head: no page
    // waits for a stylesheet, and no part's styles arrive after the part they style.
    cssCodeSplit: false,
    reportCompressedSize: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the shop's code: long-cached chunks for the ones every
        // page needs. Ant Design's core is one file; its components stay split, so a page loads
        // only what it shows.
        codeSplitting: {
          minSize: 20_000,
          groups: [
            // The libraries every page runs (React, the router, the query cache, i18next, dayjs's
            // core): one long-cached file. Each file of the first view is a request, and a phone's
            // browser opens six at a time to the shop, the cover picture among them. dayjs's
            // plugins (date pickers, time zones) stay with the pages that use them.
            {
              name: 'vendor',
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]|dayjs[\\/](?!plugin[\\/]))/,
              priority: 30,
            },
            // zod and the wire's schemas come with a page's first call to the API, not with the
            // page: one long-cached file for zod, set up for the browser before any schema is built.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-in-the-browser\.ts$/,
              priority: 30,
            },
            // What the page's entry shares with the shop's code, Vite's own helpers and the early
            // reads: in a file of their own, so the entry does not import (and run) the shell
            // before the first paint, and the reads start with the entry.
            {
              name: 'entry-shared',
              test: /^\0vite\/|[\\/]src[\\/](?:page-start[\\/]|lib[\\/]media-url\.ts$)|[\\/]domain[\\/]src[\\/]payments[\\/]payment-methods\.ts$/,
              priority: 40,
              minSize: 0,
            },
            // Everything else the shop runs before a page shows anything of its own, in one file.
            { name: (id, ctx) => (bootImports(ctx).has(id) ? 'shell' : null), priority: 10 },
            // Ant Design's core in the shop's theme (about 85 KB brotli): one file for every page
            // built on it (cart, account, lessons, back office), instead of a dozen shared by
            // different sets of pages. `antd-direct-imports` keeps Ant Design's index out of it.
            {
              name: (id, ctx) => (id === ANTD_FRAME || antdFrameImports(ctx).has(id) ? 'antd' : null),
              priority: 9,
              minSize: 0,
            },
            // The form kit's text box and list, which the cart, the payment step and the back
            // office's orders list share: one file for the pair. Left to Rolldown, each is a file
            // of its own (half a KB) once the back office uses them too (the cart had 16 files).
            {
              name: 'form-kit',
              test: /[\\/]src[\\/]components[\\/]ui[\\/](?:select|text-input|form-field)\.tsx$/,
              priority: 6,
              minSize: 0,
            },
            // The orders' states (which the payment step reads too) and the orders list's filter
            // names (which the list's prefetch reads, outside the back office's routes): two
            // files of a hundred bytes each in the list's first view, one together.
            {
              name: 'order-names',
              test: /[\\/](?:domain[\\/]src[\\/]orders[\\/]order-states|contract[\\/]src[\\/]admin[\\/]admin-order-names)\.ts$/,
              priority: 6,
              minSize: 0,
            },
            // The back office's frame, then its orders list, less what a buyer's page can reach:
            // two files instead of about ten, never imported by a buyer's page (the frame's apart,
            // so the other back-office pages do not load the orders list's table and filters).
            // They take none of their dependencies along (Ant Design's components stay split for
            // the buyers' pages as before); no module outside the back office imports one inside
            // them, so no chunk waits on a chunk that waits on it, and the order modules run in
            // holds without `strictExecutionOrder`.
            {
              name: (id, ctx) => (isFrameModule(id, ctx) ? 'back-office' : null),
              priority: 8,
              minSize: 0,
              includeDependenciesRecursively: false,
            },
            {
              name: (id, ctx) => (ordersListImports(ctx).has(id) ? 'back-office-orders' : null),
              priority: 7,
              minSize: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
