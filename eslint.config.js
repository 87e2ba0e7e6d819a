import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'proto/src/gen/**',
      'frontend/src/api/gen/**',
      'data/**',
      'coverage/**',
      '**/*.d.ts',
      // Offending on purpose: tests/lint/boundaries.test.ts lints them as if they were real code.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  prettier,
  // The web app (frontend/) and the browser tests: browser globals and the rules of hooks.
  {
    files: ['frontend/**/*.{ts,tsx}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // antd's Input from 'antd' brings Search, Password, TextArea, OTP and Group with it.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Input'],
              message: 'Import Input, Password or TextArea from components/inputs.ts.',
            },
          ],
        },
      ],
    },
  },
  // domain/ is pure logic (docs/architecture.md): no network through a global either. Imports
  // of I/O modules and drivers are checked by dependency-cruiser (.dependency-cruiser.mjs).
  {
    files: ['services/*/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
          name,
          message: 'domain/ does no I/O: reach the network through an adapter.',
        })),
      ],
    },
  },
);
