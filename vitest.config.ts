// Root Vitest config: unit tests per workspace, and the API tests (which share an Auth emulator).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'api',
          root: './functions',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test-support/auth-emulator.global-setup.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
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
