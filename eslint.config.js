// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/', 'db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['*.mjs', '*.cjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', module: 'writable', require: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // House rules (DESIGN.md): shared code and islands never reach into the server or the database.
    files: ['src/shared/**', 'src/components/**', 'src/stores/**', 'src/lib/**', 'src/pages/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/db/**'], message: 'Le code navigateur et partagé n’importe ni src/server ni db.' }] }],
    },
  },
  {
    files: ['src/components/**', 'src/pages/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Les composants passent par src/lib/api-client.ts.' }],
    },
  },
);
