// Typed ESLint for the whole workspace. The dependency-direction rules of DESIGN.md §2 live here:
// core is pure (no Node, no DOM, no other workspace), contract depends only on core and zod,
// viewer only on core and three, and neither app imports the other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'stream',
  'stream/*',
  'util',
  'child_process',
  'worker_threads',
  'http',
  'https',
  'net',
  'url',
  'zlib',
  'buffer',
  'events',
];

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'apps/cli/bin/**',
      '**/*.config.js',
      '**/build.mjs',
      // AssemblyScript: compiled by asc, not part of any TypeScript project.
      'packages/core/assembly/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: restrict(
      [...nodeBuiltins, '@asperity/*', 'react', 'react-dom', 'three', 'zod'],
      'packages/core is pure TypeScript: no Node or DOM APIs and no other workspace (DESIGN.md §2).',
    ),
  },
  {
    // Tests of the core read the real instrument files from disk; the core itself never does.
    files: ['packages/core/test/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: restrict(
      [
        ...nodeBuiltins,
        '@asperity/server',
        '@asperity/web',
        '@asperity/viewer',
        '@asperity/cli',
        'react',
        'three',
      ],
      'packages/contract depends only on @asperity/core and zod (DESIGN.md §2).',
    ),
  },
  {
    files: ['packages/viewer/**/*.ts'],
    languageOptions: { globals: globals.browser },
    rules: restrict(
      [...nodeBuiltins, '@asperity/server', '@asperity/web', '@asperity/contract', '@asperity/cli', 'react'],
      'packages/viewer depends only on @asperity/core and three (DESIGN.md §2).',
    ),
  },
  {
    files: ['apps/server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: restrict(
      ['@asperity/web', '@asperity/viewer', 'react', 'three'],
      'The server never imports web code.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        [...nodeBuiltins, '@asperity/server', '@asperity/cli'],
        'The web app never imports server code.',
      ),
    },
  },
  {
    files: ['apps/cli/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
);
