// One jest run for every workspace. TypeScript is compiled by swc (fast, ESM kept);
// workspace packages are mapped to their sources so tests need no build.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@winzmail/proto$': '<rootDir>/proto/src/index.ts',
    // packages/ (shared browser code) before the catch-all for services/.
    '^@winzmail/browser-kit$': '<rootDir>/packages/browser-kit/src/index.ts',
    // The tests' own package: its entry and one subpath per file (`@winzmail/testing/product`).
    '^@winzmail/testing$': '<rootDir>/packages/testing/src/index.ts',
    '^@winzmail/testing/([a-z-]+)$': '<rootDir>/packages/testing/src/$1.ts',
    '^@winzmail/([a-z-]+)$': '<rootDir>/services/$1/src/index.ts',
    '^@winzmail/([a-z-]+)/([a-z-]+)$': '<rootDir>/services/$1/src/$2/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  // A worker keeps what ESM test modules leave behind (vm modules are never freed), and after
  // ~240 files it reached V8's 4 GB heap and crashed mid-run: a worker holding more than this
  // after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      ...shared,
      displayName: 'services',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/proto',
        '<rootDir>/services',
        '<rootDir>/tests',
        '<rootDir>/packages/testing',
      ],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/tests/e2e/', '\\.fault\\.test\\.ts$'],
    },
    {
      // Fault tests take shared servers away (a broker restart): npm test runs them alone, last.
      ...shared,
      displayName: 'fault',
      testEnvironment: 'node',
      roots: ['<rootDir>/services'],
      testMatch: ['**/*.fault.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    {
      ...shared,
      displayName: 'frontend',
      // As shared, keeping `with { type: 'json' }` on the locale imports.
      transform: {
        '^.+\\.(t|j)sx?$': [
          swc[0],
          { ...swc[1], jsc: { ...swc[1].jsc, experimental: { keepImportAttributes: true } } },
        ],
      },
      testEnvironment: '<rootDir>/frontend/jest/environment.mjs',
      roots: ['<rootDir>/frontend/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup.ts'],
      moduleNameMapper: {
        // jsdom cannot run the captcha's proof-of-work workers; component tests drive the
        // widget through its DOM events instead (the real widget runs in tests/e2e).
        '/altchaLoader$': '<rootDir>/frontend/src/test/altchaLoaderStub.ts',
        // The texts' parts come from import.meta.glob, which only the build has.
        '/textLoaders$': '<rootDir>/frontend/src/test/textLoadersStub.ts',
        // antd's text inputs one by one (components/inputs.ts) are ES modules; jest loads antd's
        // CommonJS build, which gives the same components as statics of its Input.
        '/components/inputs$': '<rootDir>/frontend/src/test/inputsStub.ts',
        '\\.css$': '<rootDir>/frontend/src/test/styleStub.ts',
        '\\.svg$': '<rootDir>/frontend/src/test/styleStub.ts',
        ...shared.moduleNameMapper,
      },
    },
    {
      // The website widget's pure parts (its DOM runs in real Chromium in tests/e2e).
      ...shared,
      displayName: 'widget',
      testEnvironment: 'node',
      roots: ['<rootDir>/widget/src'],
      testMatch: ['**/*.test.ts'],
    },
    {
      // The browser code the web app and the widget share (packages/browser-kit): pure, as above.
      ...shared,
      displayName: 'browser-kit',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/browser-kit'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      // Real Chromium against the whole product: minutes, not seconds.
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/setup.ts'],
    },
  ],
  testTimeout: 30_000,
};
