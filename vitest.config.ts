import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    // Bundles src/ into build/test-dist/ first (cached): the e2e tests run the code as it is now.
    globalSetup: ['./__tests__/helpers/build-action.ts'],
    // Two cores: e2e tests spawn `node dist/index.js`, so keep the worker count small.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 30_000,
    reporters: ['default', './__tests__/helpers/count-reporter.ts'],
  },
});
