import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where
    // two run the API suite in about 60 % of the time (its files spend their time on the CPU).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'src/server/config/**/*.test.ts',
            'src/server/lib/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['src/test/shift-local-time.setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/config/**', 'src/server/lib/**'],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: [
            'src/test/shift-local-time.setup.ts',
            'src/server/test/pin-clock.setup.ts',
            'src/server/test/cheap-password-hashing.setup.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
