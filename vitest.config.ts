import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run the TypeScript sources of @ctfdocs/*, not the compiled dist/
  // bundles that bin/ctfdocs uses (see the packages' "source" export).
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Builds and browsers are heavy; two workers match the 2-core machines we run on.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
