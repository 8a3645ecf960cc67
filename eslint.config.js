import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under features/ is a feature, so a new one is fenced in the day it lands.
const webFeatures = fs
  .readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Code that public (pre-rendered) pages load. */
const publicPageCode = [
  'src/web/lib/**/*.{ts,tsx}',
  'src/web/components/**/*.{ts,tsx}',
  'src/web/features/marketing/**/*.{ts,tsx}',
  'src/web/features/offers/**/*.{ts,tsx}',
];

const sonnerOnlyViaToast = {
  name: 'sonner',
  allowTypeImports: true,
  message: 'Show toasts through src/web/lib/toast.ts: it loads sonner on the first toast.',
};

const dynamicSonnerImport = {
  selector: "ImportExpression[source.value='sonner']",
  message: 'Only src/web/lib/toast.ts loads sonner.',
};

const noZodMessage =
  'Public pages carry no zod at runtime (developer guide, JavaScript budget); use `import type`.';
const noZodOnPublicPages = {
  paths: [
    { name: 'zod', allowTypeImports: true, message: noZodMessage },
    { name: '@hookform/resolvers/zod', message: noZodMessage },
  ],
  patterns: [{ group: ['**/shared/schemas/**'], allowTypeImports: true, message: noZodMessage }],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'screenshots',
      'e2e/tmp-*',
      'e2e/zz-*',
      'tmp-*',
      '.scratch-*',
      'data',
      '.react-router',
      'node_modules',
      'bench/results',
      'public/service-worker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'node:*'],
              message: 'Browser code must not import server code.',
            },
          ],
        },
      ],
    },
  },
  // Shared code is pure and universal: no I/O, no server or browser frameworks.
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/shared must not depend on server or web code.',
            },
            {
              group: ['node:*', 'fastify*', '@fastify/*', 'kysely*', 'pg', '@electric-sql/*'],
              message: 'src/shared is pure: no server libraries or I/O.',
            },
            {
              group: ['react', 'react-*', 'react/*', 'sonner', 'radix-ui', 'lucide-react'],
              message: 'src/shared is pure: no browser libraries.',
            },
          ],
        },
      ],
    },
  },
  // lib/ and components/ sit below the features: features use them, never the reverse.
  {
    files: ['src/web/lib/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'node:*'],
              message: 'Browser code must not import server code.',
            },
            {
              group: ['**/features/**', '**/routes/**'],
              message: 'lib/ and components/ must not import features or routes.',
            },
          ],
        },
      ],
    },
  },
  // The public pages' JavaScript budget (developer guide): sonner loads only through
  // lib/toast on the first toast, and what public pages load carries no zod at runtime
  // (types are free: `import type`).
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/toast.ts', ...publicPageCode],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [sonnerOnlyViaToast] }],
      'no-restricted-syntax': ['error', dynamicSonnerImport],
    },
  },
  {
    files: publicPageCode,
    ignores: ['src/web/lib/toast.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [sonnerOnlyViaToast, ...noZodOnPublicPages.paths],
          patterns: noZodOnPublicPages.patterns,
        },
      ],
      'no-restricted-syntax': ['error', dynamicSonnerImport],
    },
  },
  // Web features do not import each other; routes compose them.
  ...webFeatures.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'node:*'],
              message: 'Browser code must not import server code.',
            },
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                  // A sibling reached by a relative path never says "features".
                  ...['../', '../../', '../../../'].flatMap((up) => [
                    `${up}${other}`,
                    `${up}${other}/**`,
                  ]),
                ]),
              message: 'Features do not import each other; compose them in src/web/routes.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', 'react', 'react-dom'],
              message: 'Server code must not import browser code.',
            },
          ],
        },
      ],
    },
  },
  // A migration must keep doing what it did when it shipped: it writes its SQL out and
  // imports nothing from live code (only kysely and files beside it).
  {
    files: ['src/server/db/migrations/*.ts'],
    ignores: ['src/server/db/migrations/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '../**', '**/web/**', 'react', 'react-dom'],
              message: 'Migrations import no live code: write the SQL inline.',
            },
          ],
        },
      ],
    },
  },
);
