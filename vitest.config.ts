import { defineConfig } from 'vitest/config';

/**
 * Unit tests that replace modules (vi.mock, vi.doMock): a mock reaches only
 * a module not yet loaded, and without isolation another file of the worker
 * may have loaded it already. These run isolated, in a tier of their own
 * (test/scripts/isolation.test.ts finds any file missing from this list).
 */
export const MOCKING_TESTS = [
  'packages/cli/src/main.test.ts',
  'packages/core/src/markdown/highlight-cache.test.ts',
  'packages/dev-server/src/first-pages.test.ts',
  'packages/renderer/src/output-unwritable.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Builds and browsers are heavy; two workers match the 2-core machines we run on.
    maxWorkers: 2,
    globalSetup: ['test/global-setup.ts'],
    reporters: ['default'],
    // Test files share their worker's modules instead of loading React, the
    // markdown pipeline and Shiki again for each of about 300 files: that
    // loading was over a third of the suite's CPU time. Files keep their own
    // temporary folders, servers and browsers, so nothing else is shared.
    isolate: false,
    // Tiers, each runnable alone: `pnpm test:unit` (both unit projects) gives feedback in under a minute.
    projects: [
      { extends: true, test: { name: 'unit', include: ['packages/*/src/**/*.test.ts'], exclude: MOCKING_TESTS } },
      { extends: true, test: { name: 'unit-mocks', include: MOCKING_TESTS, isolate: true } },
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts'], exclude: ['test/browser/**'] } },
      { extends: true, test: { name: 'browser', include: ['test/browser/**/*.test.ts'] } },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/core/src/markdown/testing.ts'],
      reporter: ['text-summary'],
      reportOnFailure: true,
      reportsDirectory: 'test-results/coverage',
      thresholds: { lines: 85 },
    },
  },
});
