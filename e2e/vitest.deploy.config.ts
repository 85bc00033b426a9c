import { defineConfig } from 'vitest/config';

// `npm run deploy:check`: the deployment test alone, without the SQLite server the other browser tests share.
export default defineConfig({
  test: {
    include: ['tests/deploy.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 400_000,
  },
});
