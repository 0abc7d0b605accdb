import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Builds and browsers are heavy; two workers match the 2-core machines we run on.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
