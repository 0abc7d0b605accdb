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

/**
 * The tests' scratch folders (sites copied and built, about 500 MB a run):
 * not searched for test files, which took seconds once they had grown.
 */
const TEMP = 'test/tmp/**';

/** Vite's condition for a dev server's builds of a package, which the CLI that ships never resolves. */
const DEVELOPMENT = 'development|production';

export default defineConfig({
  plugins: [
    {
      // Packages resolve as in the CLI that ships (esbuild, bin/compile-packages.mjs,
      // names no `development` condition), not as a Vite dev server resolves
      // them: the unified packages' development builds (micromark, mdast-util-*)
      // check invariants and call `debug` at every step, which made each
      // remark-parse about a third slower. Vitest merges its own default
      // conditions into any set here, so they are taken out once resolved.
      name: 'ctfdocs:shipped-conditions',
      configResolved(config) {
        for (const resolve of [config.ssr.resolve, ...Object.values(config.environments).map((e) => e.resolve)]) {
          const conditions = resolve?.conditions;
          if (conditions?.includes(DEVELOPMENT)) conditions.splice(conditions.indexOf(DEVELOPMENT), 1);
        }
      },
    },
  ],
  // React as the CLI runs it (bin/launch.mjs sets NODE_ENV=production): its
  // production server build, several times faster than the development build
  // Vitest's NODE_ENV=test gives. Our TSX then compiles to its production JSX
  // runtime, as the CLI's bundle does (the development runtime is empty there).
  oxc: { jsx: { development: false } },
  test: {
    env: { NODE_ENV: 'production' },
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
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts'], exclude: ['test/browser/**', TEMP] } },
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
