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
    '^@winzmail/([a-z-]+)$': '<rootDir>/services/$1/src/index.ts',
    '^@winzmail/([a-z-]+)/([a-z-]+)$': '<rootDir>/services/$1/src/$2/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'services',
      testEnvironment: 'node',
      roots: ['<rootDir>/proto', '<rootDir>/services', '<rootDir>/tests'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/tests/e2e/'],
    },
  ],
  testTimeout: 30_000,
};
