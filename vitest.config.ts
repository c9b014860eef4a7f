// Root Vitest config: unit tests per workspace, the store conformance suite on the embedded store,
// and the API tests (which share an Auth emulator).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts', '*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/platform/db/conformance/**'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
      {
        test: {
          // The conformance suite receives its store from the setup file: here the embedded one.
          name: 'conformance',
          root: './functions',
          include: ['src/platform/db/conformance/*.test.ts'],
          setupFiles: ['../local-runtime/src/store/conformance.setup.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'local-runtime',
          root: './local-runtime',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'api',
          root: './functions',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['./test/support/auth-emulator.global-setup.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          // The lint config's import boundaries, proved on deliberately wrong imports.
          name: 'lint',
          root: '.',
          include: ['eslint.boundaries.test.ts'],
          environment: 'node',
          testTimeout: 60000,
        },
      },
      {
        test: {
          name: 'common',
          root: './common',
          environment: 'node',
        },
      },
    ],
  },
});
