import { defineConfig } from 'vitest/config';

// End-to-end specs: one real built server (started in globalSetup on a free port with a temporary
// data directory) driven by Debian's chromium through playwright-core. Files run one after another:
// software WebGL is slow and the machine has two cores.
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
