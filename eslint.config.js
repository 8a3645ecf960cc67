import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = [
  'leads',
  'auth',
  'tasks',
  'billing',
  'dashboard',
  'crm',
  'admin',
  'marketing',
  'offers',
];

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
                .map((other) => `**/features/${other}/**`),
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
);
