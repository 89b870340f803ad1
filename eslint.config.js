// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Types only may cross (Hono's typed client reads the routes' types: src/lib/public-api.ts); code never does.
const browserBoundary = {
  group: ['**/server/**', '**/db/**'],
  allowTypeImports: true,
  message: 'Le code navigateur et partagé n’importe ni src/server ni db (les types seuls sont permis).',
};
// What Netlify functions import (docs/decisions/012-netlify-functions.md): one function per date-fns import (the
// index and its locales cost seconds at cold start), Twilio's webhook helpers only (never its REST client), and
// never the embedded database.
const functionImports = [
  { name: 'date-fns', message: 'Une fonction par import : date-fns/format, date-fns/addDays…' },
  { name: 'date-fns/locale', message: 'Une locale par import : date-fns/locale/fr…' },
  { name: 'twilio', message: 'twilio/lib/webhooks/webhooks.js ou twilio/lib/twiml/… ; l’envoi passe par fetch.' },
  { name: '@electric-sql/pglite', message: 'PGlite ne s’ouvre que depuis db/local.ts.' },
];
// Zod's `z` object holds its 64 locales: importing it by name keeps them all in the functions, a namespace import lets
// the bundler keep only what is used (docs/decisions/012-netlify-functions.md).
const zodObject = {
  selector: "ImportDeclaration[source.value=/^zod$|zod-fr\\.ts$/] > ImportSpecifier[imported.name='z']",
  message: "import * as z from 'zod' (ou de zod-fr.ts) : l’objet z garderait les 64 locales de Zod (décision 012).",
};
const dbBelowServer = {
  group: ['**/src/server/**'],
  message: 'db/ n’importe pas src/server (le serveur importe db, pas l’inverse).',
};
const localDbOnly = {
  group: ['**/db/local.ts'],
  message: 'db/local.ts (PGlite, migrations) est réservé aux points d’entrée locaux.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.dist-*/',
      '.astro/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['*.mjs', '*.cjs', '*.js', 'bench/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        module: 'writable',
        require: 'readonly',
        console: 'readonly',
        performance: 'readonly',
      },
    },
  },
  // CommonJS configuration files load each other with require().
  { files: ['*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
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
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [browserBoundary] }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: functionImports, patterns: [browserBoundary] }],
      'no-restricted-syntax': ['error', zodObject],
    },
  },
  {
    files: [
      'src/server/**',
      'db/client.ts',
      'db/password-hash.ts',
      'db/schema/**',
      'db/seed/**',
      'db/sql/**',
      'netlify/**',
    ],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: functionImports, patterns: [localDbOnly] }],
      // Functions are bundled as CommonJS: import() of a package would load its ES module copy as well.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^[^.]/]',
          message: 'Import statique d’un paquet (fonctions en CommonJS, docs/decisions/012).',
        },
        zodObject,
      ],
    },
  },
  {
    // The database layer (client, schema, seed, SQL helpers) sits under the server: it never imports it.
    files: ['db/client.ts', 'db/password-hash.ts', 'db/schema/**', 'db/seed/**', 'db/sql/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: functionImports, patterns: [localDbOnly, dbBelowServer] }] },
  },
  {
    files: ['src/components/**', 'src/pages/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Les composants passent par src/lib/api-client.ts.' },
      ],
      // Issue 32: the server computes a wedding's status (status.code, answersGuests, switchedOn…); screens read it.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(botActive|assistantStopped|isTrialMode)$/]',
          message: 'Lisez wedding.status (calculé par le serveur), pas les colonnes brutes.',
        },
      ],
    },
  },
);
