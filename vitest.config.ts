import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'gateway',
          root: path.resolve(import.meta.dirname, 'gateway'),
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: {
          alias: {
            '@': path.resolve(import.meta.dirname, 'frontend/src'),
            '@gateway': path.resolve(import.meta.dirname, 'gateway/src'),
          },
        },
        test: {
          name: 'frontend',
          root: path.resolve(import.meta.dirname, 'frontend'),
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
