import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/server/test/unit/**/*.test.ts', 'packages/contracts/test/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/api/**/*.test.ts'],
          // Each file gets its own database; argon2 makes some tests take a moment.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: one worker per core keeps timings honest. Every file has a scratch database
          // of its own (test/helper.ts), on SQLite and on PostgreSQL alike.
          maxWorkers: 2,
        },
      },
    ],
  },
});
