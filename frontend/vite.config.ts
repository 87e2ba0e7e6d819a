import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The gateway serves the built app at /winzmail (history fallback to index.html).
// In development the API calls are proxied to a locally running gateway.
const gateway = process.env.WINZMAIL_GATEWAY ?? 'http://localhost:8080';

export default defineConfig({
  base: '/winzmail/',
  plugins: [
    react(),
    // Brotli and gzip beside each text file, made once here at the highest levels (too slow to do
    // per request); the gateway picks one by Accept-Encoding. Files under 1 KB gain nothing.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
    }),
  ],
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
