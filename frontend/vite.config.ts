import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { areaOf, TEXT_AREAS, type TextArea } from './src/i18n/areas';

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

/**
 * A language's texts in parts (src/i18n/areas.ts): `en.json?area=dashboard` is en.json with only
 * that part's sections, so a page's first load carries the core and its own parts, not every
 * page's texts. A section in no part, or in two, fails the build (it would be missing or sent
 * twice).
 */
function textAreas(): Plugin {
  const counts = new Map<string, number>();
  for (const sections of Object.values(TEXT_AREAS)) {
    for (const section of sections) counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return {
    name: 'text-areas',
    enforce: 'pre',
    load: {
      // Only the locale files asked for with ?area= reach the handler.
      filter: { id: /[\\/]i18n[\\/]\w+\.json\?area=\w+$/ },
      async handler(id) {
        const [file, area] = id.split('?area=') as [string, string];
        if (!(area in TEXT_AREAS)) throw new Error(`${id}: no such part of the texts`);
        const texts = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        const wrong = Object.keys(texts).filter((section) => counts.get(section) !== 1);
        if (wrong.length) {
          throw new Error(`${file}: sections not in exactly one part (areas.ts): ${wrong.join()}`);
        }
        // A module, not JSON: with a query on its name the file is no longer taken for JSON.
        return {
          code: `export default ${JSON.stringify(areaOf(texts, area as TextArea))};`,
          moduleType: 'js',
        };
      },
    },
  };
}

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The signed-in layout (sidebar, header, their icons, and the antd parts they use) as one chunk
 * instead of some thirty small ones: compressed together they are ~15 KB smaller, and every
 * signed-in page loads them all anyway. The group captures what only the layout imports (not
 * what the initial chunk or a public page, signedInRoutes.tsx tells them apart, can load); the
 * bundler adds their imports, so the public pages, which share a few (Button, Tooltip, the icon
 * base), load this chunk too: ~17 KB more on the landing page, still far under the line.
 */
function signedInLayoutChunk(): Rolldown.CodeSplittingNameFunction {
  const main = source('./src/main.tsx');
  const layout = source('./src/app/layout/AppLayout.tsx');
  const pages = source('./src/app/signedInRoutes.tsx');
  let members: Set<string> | undefined;
  return (id, ctx) => {
    members ??= (() => {
      const info = (m: string) => {
        const found = ctx.getModuleInfo(m);
        // Moved or renamed files fail the build here rather than silently split it again.
        if (!found) throw new Error(`signed-in layout chunk: ${m} is not in the build`);
        return found;
      };
      const reach = (roots: Iterable<string>, lazy: boolean, skip: Set<string>) => {
        const seen = new Set<string>();
        const todo = [...roots];
        for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
          if (seen.has(m) || skip.has(m)) continue;
          seen.add(m);
          const i = info(m);
          todo.push(...i.importedIds, ...(lazy ? i.dynamicallyImportedIds : []));
        }
        return seen;
      };
      const signedIn = new Set([layout, ...info(pages).dynamicallyImportedIds]);
      // Everything the initial chunk and the public pages can load, static or lazy.
      const shared = reach([main], true, signedIn);
      return new Set([...reach([layout], false, new Set())].filter((m) => !shared.has(m)));
    })();
    return members.has(id) ? 'AppLayout' : null;
  };
}

export default defineConfig({
  base: '/winzmail/',
  plugins: [
    react(),
    rcFormProviderOnly(),
    radioWithoutForm(),
    textAreas(),
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
        // smaller. The signed-in layout likewise (above); everything else is split by route as the
        // bundler sees fit.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }, { name: signedInLayoutChunk() }],
        },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/winzmail/api': { target: gateway, changeOrigin: true } },
  },
});
