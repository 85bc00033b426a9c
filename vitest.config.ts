import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'server/test/**/*.test.ts',
      'web/src/**/*.test.ts',
      'e2e/support/**/*.test.ts',
      'web/src/**/*.test.tsx',
      'web/scripts/**/*.test.ts',
      'web/scripts/**/*.test.tsx',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['server/test/pg-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
