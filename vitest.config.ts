import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure, fast), `web` (React components in happy-dom) and `integration`
// (*.int.test.ts against a real server and database: SQLite always, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/core/test/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/cli/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'packages/viewer/src/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/**/src/**/*.int.test.ts', 'apps/**/test/**/*.int.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
