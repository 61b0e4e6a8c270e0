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
    // Primitives draw; they know nothing of the wire. Whatever needs ApiError (the error
    // presenter) lives one step up, in src/components/.
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/sandbox/**', '../sandbox/*'], message: 'src/ never imports sandbox/.' },
            { group: ['@/api/*', '**/api/*'], message: 'ui/ primitives do not know the wire.' },
            {
              group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
              message: 'Imports only point down.',
            },
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
);
