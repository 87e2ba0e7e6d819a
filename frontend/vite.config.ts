import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves the built app at /winzmail (history fallback to index.html).
// In development the API calls are proxied to a locally running gateway.
const gateway = process.env.WINZMAIL_GATEWAY ?? 'http://localhost:8080';

export default defineConfig({
  base: '/winzmail/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/winzmail/api': { target: gateway, changeOrigin: true } },
  },
});
