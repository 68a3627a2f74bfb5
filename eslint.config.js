import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { readdirSync } from 'node:fs';

/*
 * API boundaries (docs/architecture.md):
 * - a module imports another module only through its public file, `<module>.service.ts`;
 * - a module imports only its own schema file (`db/schema/<module>.ts`): one owner per table;
 * - `db/` and `lib/` import no module.
 * Tests may reach anything.
 */
const API_MODULES = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const TESTS = ['**/*.test.ts', '**/*test-helpers.ts'];
const PUBLIC_ONLY = 'Use another module through its public file (<module>.service.ts) only: docs/architecture.md, module boundaries.';
const OWN_TABLES = 'A module reads and writes only its own tables (db/schema/<module>.ts); ask the owning module\'s service for the rest.';
/** The rule for files `depth` folders below modules/<m>/ (0: the module's own folder). */
const apiModuleRule = (m, depth) => {
  const up = '../'.repeat(depth + 1);
  return {
    files: [`apps/api/src/modules/${m}/${depth === 0 ? '' : '*/'.repeat(depth)}*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [`${up}*/**`, `!${up}*/*.service`, `!${up}../**`], message: PUBLIC_ONLY },
            { group: [`${up}../db/schema/*`, `!${up}../db/schema/${m}`], message: OWN_TABLES },
          ],
        },
      ],
    },
  };
};
const apiBoundaries = [
  ...API_MODULES.flatMap((m) => [apiModuleRule(m, 0), apiModuleRule(m, 1)]),
  {
    files: ['apps/api/src/db/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**', '**/seed/**', '**/jobs/**'], message: 'db/ and lib/ import no module (they sit below every module).' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/jobs/**/*.ts', 'apps/api/src/app.ts', 'apps/api/src/context.ts', 'apps/api/src/server.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/schema/**'], message: 'Only the owning module reads a table: call its service.' }] },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  ...apiBoundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Web features do not import each other: what two features share lives in components/, lib/ or app/, and
    // the routes in app/ compose the features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/*' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message:
                'A feature does not import another feature ({{ from.element.captured.feature }} -> {{ to.element.captured.feature }}): move what both use to components/, lib/ or app/, or compose them in app/routes.',
            },
          ],
        },
      ],
    },
  },
);
