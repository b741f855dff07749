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
  },
});
