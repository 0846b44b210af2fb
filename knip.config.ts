// `make deps`: fails on a dependency nothing imports or an import no package.json lists, in any workspace.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // The root vitest.config.ts runs both workspaces' tests from their own roots: its setup files are
  // named below instead (knip would resolve them from the repository root).
  vitest: false,
  workspaces: {
    gateway: {
      entry: ['scripts/**/*.ts', 'bench/**/*.ts', 'src/**/*.test.ts', 'src/testing/*.ts'],
      project: ['src/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    },
    frontend: {
      entry: ['src/entry-server.tsx', 'e2e/**/*.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/*.ts'],
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
      // The frontend tests' environment, named in the root vitest.config.ts.
      ignoreDependencies: ['jsdom'],
    },
  },
  // Test of scripts/ensure-test-tools.sh: runs the system's make and unshare.
  ignoreBinaries: ['make', 'unshare'],
};

export default config;
