import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', '.sandbox', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/sandbox/**', '../sandbox/*'], message: 'src/ never imports sandbox/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.ts', 'src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@tanstack/*'],
              message: 'lib/ and api/ stay free of React.',
            },
            {
              group: ['**/features/**', '**/app/**', '**/components/**'],
              message: 'Imports only point down.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests wait for what they mean, never for a length of time: that something did not happen is
    // read after a positive signal that the app (or server) finished, and a time either flakes on
    // a busy machine or slows every run.
    files: [
      'e2e/**/*.ts',
      'integration/**/*.{ts,tsx}',
      'sandbox/test/**/*.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for a state or an event; a fixed wait proves nothing and slows the run.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // `new Promise((resolve) => setTimeout(resolve, ms))`: a sleep.
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
          message:
            'No sleeping in tests: wait for a signal, or move fake timers (vi.useFakeTimers, page.clock, the sandbox clock) on.',
        },
        {
          // A test skipped in a hook still runs its afterEach, on state its beforeEach never made.
          selector:
            "CallExpression[callee.object.name='test'][callee.property.name=/^(beforeEach|beforeAll)$/] CallExpression[callee.name='requiresSandbox']",
          message: 'Call requiresSandbox in the describe body (or the test), not in a hook.',
        },
      ],
    },
  },
);
