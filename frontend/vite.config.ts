import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The gateway serves the built app at /winzmail (history fallback to index.html).
// In development the API calls are proxied to a locally running gateway.
const gateway = process.env.WINZMAIL_GATEWAY ?? 'http://localhost:8080';

/**
 * antd's form context (which Tooltip, Drawer, Button… reach through ContextIsolator) imports only
 * FormProvider from @rc-component/form, but that package's index hangs Field, List, useForm and
 * the validators on the Form function, so the bundler keeps them all (~12 KB compressed) on every
 * page. FormProvider alone comes from its own module; a page with a form still gets the rest.
 */
function rcFormProviderOnly(): Plugin {
  return {
    name: 'rc-form-provider-only',
    enforce: 'pre',
    resolveId: {
      // Only this import reaches the handler (the bundler skips the hook for every other one).
      filter: { id: /^@rc-component\/form$/ },
      async handler(source, importer) {
        if (!importer?.replace(/\\/g, '/').endsWith('antd/es/form/context.js')) return null;
        return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
      },
    },
  };
}

/**
 * antd's Radio.Group takes one helper, toNamePathStr (a name path joined by "_"), from antd's
 * useForm module, which imports rc-form and its validators (~13 KB compressed) onto every page
 * with radio buttons. The same helper from antd's form util, which imports nothing heavy.
 */
function radioWithoutForm(): Plugin {
  const from = "import { toNamePathStr } from '../form/hooks/useForm';";
  return {
    name: 'radio-without-form',
    enforce: 'pre',
    transform: {
      filter: { id: /antd[\\/]es[\\/]radio[\\/]group\.js$/ },
      handler(code) {
        // An antd upgrade that changes this import fails the build here, not silently.
        if (!code.includes(from)) throw new Error(`antd/es/radio/group.js no longer has: ${from}`);
        return code.replace(
          from,
          "import { toArray as toNamePath } from '../form/util';\nconst toNamePathStr = (name) => toNamePath(name).join('_');",
        );
      },
    },
  };
}

export default defineConfig({
  base: '/winzmail/',
  plugins: [
    react(),
    rcFormProviderOnly(),
    radioWithoutForm(),
    // Brotli and gzip beside each text file, made once here at the highest levels (too slow to do
    // per request); the gateway picks one by Accept-Encoding. Small files too: a page loads dozens of
    // small chunks (an icon, a hook), and brotli still takes a third off each.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 0,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // What the entry needs before anything is drawn (React, the router, i18n, the store,
        // antd's provider) in one file instead of twenty: compressed together they are ~10 KB
        // smaller. Everything else is split by route as the bundler sees fit.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/winzmail/api': { target: gateway, changeOrigin: true } },
  },
});
