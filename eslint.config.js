// Lint rules for every workspace: typescript-eslint's recommended set, React hooks for the web, and
// the architecture's boundaries (docs/architecture.md): no import cycles; the server's kernel and
// platform import no area; an area imports only the kernel, platform ports, common/ and other
// areas' public <area>.module.ts; deployed code never imports the local runtime or test code; a web
// feature imports no other feature, and shared web code imports no feature. Routes take their
// input from declareRoutes only.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { AREAS, serverZones, webZones } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-offline/**',
      'functions/lib/**',
      '.data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'functions/src/**/*.ts',
      'local-runtime/src/**/*.ts',
      'common/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too, or cycles through .ts files go unseen.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        // Each package's own tsconfig (web's holds the `@/` alias).
        createTypeScriptImportResolver({
          project: [
            'functions/tsconfig.json',
            'local-runtime/tsconfig.json',
            'common/tsconfig.json',
            'web/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Deployed server code; tests may reach into any area and the local runtime.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones(AREAS) }] },
  },
  {
    // Routes read their input only through declareRoutes (kernel/declared-routes.ts), which parses
    // the path, query and body with the route's declared schemas first.
    files: ['functions/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='req'][property.name=/^(body|query|params)$/]",
          message: 'Read the parsed input that declareRoutes hands the handler, not req.',
        },
        {
          selector:
            "CallExpression[callee.object.name='router'][callee.property.name=/^(get|post|put|patch|delete|all|use)$/]",
          message: 'Add endpoints with declareRoutes(router), so their input is declared.',
        },
      ],
    },
  },
  {
    files: ['common/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones() }] },
  },
);
