import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Builds and browsers are heavy; two workers match the 2-core machines we run on.
    maxWorkers: 2,
    reporters: ['default'],
    // The core's line coverage, with its floor: measured when the whole suite
    // runs (scripts/test.mjs passes --coverage), over the tests of that run.
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/core/src/markdown/testing.ts'],
      reporter: ['text-summary'],
      // Printed when a test fails too, so CI output always shows the figure.
      reportOnFailure: true,
      reportsDirectory: 'test-results/coverage',
      thresholds: { lines: 85 },
    },
  },
});
