// Root Vitest config: unit tests per workspace, the store conformance suite and the API tests on
// the embedded store, and — whenever the official Cloud Firestore emulator is installed — the
// conformance suite, the API tests and the security-rules tests on it too.
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { findFirestoreEmulator } from './local-runtime/src/firestore-emulator.ts';

const CONFORMANCE = 'src/platform/db/conformance/*.test.ts';
const API_TESTS = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];

const emulatorProjects: TestProjectConfiguration[] = [
  {
    test: {
      // firestore.rules as the web SDK meets them (@firebase/rules-unit-testing).
      name: 'rules-emulator',
      root: '.',
      include: ['firestore.rules.test.ts'],
      globalSetup: ['./functions/test/emulator/firestore-emulator.global-setup.ts'],
      environment: 'node',
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  },
  {
    test: {
      // The API tests on the emulators (their files share modules, as in the 'api' project). The
      // authorization matrix and the input fuzz run on the embedded store only: the policies and
      // the schemas decide before any store call, so the emulator would answer them the same; and
      // the file-processing tests (a file's bytes checked, converted and read) store what the
      // vault tests already store, so they too run on the embedded store only. The api.md check
      // reads the router and the doc, no store at all.
      name: 'api-emulator',
      root: './functions',
      isolate: false,
      include: API_TESTS,
      exclude: [
        'test/authorization/**',
        'test/input/**',
        'test/docs/**',
        'src/documents/upload-validation.int.test.ts',
        'src/documents/document-preview.int.test.ts',
        'src/documents/processing/**',
        // CI's 30 minutes: areas whose store use is plain reads and writes (no list query, no
        // cross-document transaction the embedded store could get wrong) run on the embedded
        // store only; the conformance suite still holds the store to the emulator.
        // (Inviting the team and creating a firm write an account, its login and more in one
        // transaction: they do run there.)
        'src/auth/!(staff-invitations|firm-sign-up).int.test.ts',
        // (The client list import's rows, made in transactions across documents, do run there.)
        'src/imports/imports.int.test.ts',
        'src/firm/!(first-week-guide|card-payment-connection).int.test.ts',
        'src/notifications/**',
        'src/questionnaires/reminders/**',
        'src/questionnaires/lifecycle/**',
        'src/tax-returns/drafts/**',
        'src/tax-returns/reminders/**',
        'src/documents/file-names.int.test.ts',
      ],
      environment: 'node',
      globalSetup: [
        './test/support/auth-emulator.global-setup.ts',
        './test/emulator/firestore-emulator.global-setup.ts',
      ],
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  },
  {
    test: {
      // The deployed entry points (src/index.ts) on the emulators. Isolated: the entry point
      // initializes the default Firebase app as production does.
      name: 'deployed-emulator',
      root: './functions',
      include: ['test/emulator/*.emulator.test.ts'],
      environment: 'node',
      globalSetup: [
        './test/support/auth-emulator.global-setup.ts',
        './test/emulator/firestore-emulator.global-setup.ts',
      ],
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  },
  {
    test: {
      name: 'conformance-emulator',
      root: './functions',
      include: [CONFORMANCE],
      globalSetup: ['./test/emulator/firestore-emulator.global-setup.ts'],
      setupFiles: ['./test/emulator/conformance.setup.ts'],
      environment: 'node',
      testTimeout: 30000,
      hookTimeout: 30000,
    },
  },
];

if (!findFirestoreEmulator()) {
  console.warn(
    '\n  The Cloud Firestore emulator is not installed (gcloud component cloud-firestore-emulator):' +
      '\n  the conformance, API and rules runs on it are SKIPPED; only the embedded store is tested.\n',
  );
}

export default defineConfig({
  test: {
    // Vitest would take one worker on a 2-core machine (cores - 1); the API and emulator tests
    // mostly wait on the emulators, and every file has its own store and project id.
    maxWorkers: 2,
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
          include: [CONFORMANCE],
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
          // Each file builds its own app on its own store, and no test mocks a module or changes
          // the environment, so the files of a worker share their modules: importing the app
          // once per worker instead of once per file took the unit run from 655 s to 422 s.
          isolate: false,
          include: API_TESTS,
          environment: 'node',
          // The composite indexes their queries use are recorded for `npm run check:deploy`.
          env: { PORTICO_INDEX_USAGE: '1' },
          globalSetup: [
            './test/support/auth-emulator.global-setup.ts',
            './test/support/index-usage.global-setup.ts',
          ],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          // The lint config's import boundaries, proved on deliberately wrong imports, and no
          // import cycle in common/ (types included, which ESLint's no-cycle skips).
          name: 'lint',
          root: '.',
          include: ['eslint.boundaries.test.ts', 'common-import-cycles.test.ts'],
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
      {
        // The web's logic without a browser: the network, timers and storage are fakes passed in
        // or put on globalThis; '@/' resolves as in web/vite.config.ts.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(findFirestoreEmulator() ? emulatorProjects : []),
    ],
  },
});
