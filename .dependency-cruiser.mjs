// The boundaries of docs/architecture.md, enforced by `npm run lint` (scripts/lint-boundaries.mjs).
// tests/lint/boundaries.test.ts proves that each rule reports on a small offending fixture.
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

const SERVICE_SRC = '^services/([^/]+)/src/';
const TEST_FILE = '\\.test\\.tsx?$';
// Node modules that do I/O: a domain/ file may use none of them.
const IO_CORE =
  '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|dgram|tls|dns|dns/promises|worker_threads|cluster|readline|inspector)$';
// Drivers and servers: outside systems, reached only through adapters.
const DRIVERS =
  '(^|node_modules/)(mongodb|kafkajs|minio|@elastic/[^/]+|express|@grpc/[^/]+|grpc-health-check|@seald-io/nedb|openai|undici|node-fetch|axios|ws|imapflow|nodemailer|stripe|googleapis|puppeteer[^/]*|playwright[^/]*|node-llama-cpp|@huggingface/[^/]+)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle (type-only imports count: a cycle is a design smell either way).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'service-imports-service',
      comment:
        'A service imports another service. Only @winzmail/platform and @winzmail/proto are shared; ask over gRPC or listen to an event.',
      severity: 'error',
      from: { path: SERVICE_SRC, pathNot: '^services/launcher/' },
      to: { path: '^services/', pathNot: '^services/($1|platform)/' },
    },
    {
      name: 'launcher-imports-internals',
      comment:
        'The launcher starts each service through its entry point (start()), nothing deeper.',
      severity: 'error',
      from: { path: '^services/launcher/src/' },
      to: {
        path: '^services/(?!launcher/|platform/)[^/]+/',
        pathNot: '^services/[^/]+/src/index\\.ts$',
      },
    },
    {
      name: 'platform-internals',
      comment:
        'A service reaches into the platform: use its entry points (@winzmail/platform, @winzmail/platform/<module>).',
      severity: 'error',
      from: { path: '^services/(?!platform/)[^/]+/(src|test)/' },
      to: {
        path: '^services/platform/src/',
        pathNot: '^services/platform/src/(index|[^/]+/index)\\.ts$',
      },
    },
    {
      name: 'domain-imports-io',
      comment: 'domain/ is pure logic: no file system, network, processes or threads.',
      severity: 'error',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TEST_FILE },
      to: { dependencyTypes: ['core'], path: IO_CORE },
    },
    {
      name: 'domain-imports-driver',
      comment: 'domain/ is pure logic: drivers, servers and clients belong in adapters/.',
      severity: 'error',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TEST_FILE },
      to: { path: DRIVERS },
    },
    {
      name: 'domain-imports-outside',
      comment:
        "domain/ imports only domain/ and the platform's pure helpers (errors, ids, text analysis, the composer's phrases, the llm port's constants); adapters and use cases call it, not the other way round.",
      severity: 'error',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TEST_FILE },
      to: {
        path: '^(services|proto)/',
        pathNot:
          '^services/($1/src/domain|platform/src/(errors|ids|text|reply-phrases))/|^services/platform/src/llm/port\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-imports-outside-types',
      comment:
        "domain/ may import types only from domain/, a platform port's entry point, and @winzmail/proto.",
      severity: 'error',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TEST_FILE },
      to: {
        path: '^(services|proto)/',
        pathNot:
          '^(services/$1/src/domain/|services/platform/src/(errors|ids|text|reply-phrases)/|services/platform/src/(bus|store|blobs|search|embed|llm|captcha|outbox)/(index|port)\\.ts$|proto/src/)',
        dependencyTypes: ['type-only'],
      },
    },
    {
      name: 'adapter-imports-use-case',
      comment:
        'Inside a service, an adapter (adapters/, a provider of providers/) reaches outside systems for the use cases: it imports other adapters, domain/, its port (providers/port.ts) and config.ts, never a use case, rpc.ts or events.ts.',
      severity: 'error',
      from: { path: `${SERVICE_SRC}(adapters/|providers/(?!port\\.ts$))`, pathNot: TEST_FILE },
      to: {
        path: '^services/$1/src/',
        pathNot: '^services/$1/src/(adapters/|providers/|domain/|config\\.ts$)',
      },
    },
    {
      name: 'service-port-imports-outside',
      comment:
        "A service's own port (providers/port.ts) is types and policy: it imports only domain/, no adapter and no use case.",
      severity: 'error',
      from: { path: `${SERVICE_SRC}providers/port\\.ts$` },
      to: { path: '^services/$1/src/', pathNot: '^services/$1/src/domain/' },
    },
    {
      name: 'handler-imports-adapter',
      comment:
        'rpc.ts and events.ts turn requests and events into use-case calls: they import use cases and ports, never an adapter, not even its types (start.ts wires adapters in).',
      severity: 'error',
      from: { path: `${SERVICE_SRC}(rpc|events)\\.ts$` },
      to: {
        path: '^services/$1/src/(adapters/|providers/(?!port\\.ts$))',
      },
    },
    {
      name: 'port-imports-adapter',
      comment:
        "A port's types and policy (port.ts and its pure helpers) import no adapter, and not the factory that loads them.",
      severity: 'error',
      from: { path: '^services/platform/src/([^/]+)/(?!adapters/|open\\.ts$|index\\.ts$)' },
      to: { path: '^services/platform/src/$1/(adapters/|open\\.ts$|index\\.ts$)' },
    },
    {
      name: 'adapter-imports-adapter',
      comment:
        "An adapter imports its port.ts and shared helpers (pure ones; onnx/ for the local models' worker), never another adapter's files.",
      severity: 'error',
      // A test may pair adapters (e.g. a lexical embedder behind a fake embeddings API).
      from: { path: '^services/platform/src/([^/]+)/adapters/([^/.]+)', pathNot: TEST_FILE },
      to: {
        path: '^services/platform/src/[^/]+/adapters/',
        pathNot: '^services/platform/src/$1/adapters/$2(/|\\.)',
      },
    },
    {
      name: 'adapter-imports-factory',
      comment: "An adapter does not import its port's factory or entry point (that is a cycle).",
      severity: 'error',
      from: { path: '^services/platform/src/([^/]+)/adapters/', pathNot: TEST_FILE },
      to: { path: '^services/platform/src/$1/(open|index)\\.ts$' },
    },
    {
      name: 'adapter-outside-factory',
      comment: "Only a port's open.ts picks and loads its adapters.",
      severity: 'error',
      from: {
        path: '^services/platform/src/([^/]+)/',
        pathNot: '^services/platform/src/[^/]+/(adapters/|open\\.ts$)',
      },
      to: {
        path: '^services/platform/src/[^/]+/adapters/',
        pathNot: '^services/platform/src/$1/adapters/',
      },
    },
    {
      name: 'browser-imports-server',
      comment:
        'The web app, the widget and the browser kit run in the browser: no services/, no proto runtime, no server libraries.',
      severity: 'error',
      from: { path: '^(frontend/src|widget|packages/browser-kit)/' },
      to: {
        path: `^services/|^proto/|${DRIVERS}`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'browser-imports-node',
      comment:
        'The web app, the widget and the browser kit run in the browser: no Node built-ins outside tests.',
      severity: 'error',
      from: {
        path: '^(frontend/src|widget/src|packages/browser-kit/src)/',
        pathNot: `${TEST_FILE}|^frontend/src/test/`,
      },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'package-imports-app',
      comment:
        'A shared package (packages/) is used by the web app and the widget, never the other way round: it imports neither of them.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(frontend|widget)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/|^tests/lint/fixtures/|^proto/src/gen/' },
    tsPreCompilationDeps: true,
    // Absolute, so the fixture test can cruise from its own folder with the same resolution.
    tsConfig: { fileName: join(HERE, 'tsconfig.tests.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    // When no file changed (content hashes), the last result is reused: about 5 s instead of 12.
    // One cache per checked tree, so the fixture test does not invalidate the repository's.
    cache: {
      folder: join(
        HERE,
        'node_modules/.cache/dependency-cruiser',
        createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8),
      ),
      strategy: 'content',
    },
  },
};
