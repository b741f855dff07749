import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port and Vite forwards API paths to it.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const apiPaths = ['/public', '/private', '/api', '/webhook', '/uploads', '/docs', '/health', '/socket.io'];

export default defineConfig({
  plugins: [react()],
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
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 20 },
            { name: 'data', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
