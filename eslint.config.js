// ESLint for the whole repository (run by `npm test` and `npm run lint`, zero warnings allowed).
// typescript-eslint's recommended rules, React's rules of hooks, and the import boundaries of
// DESIGN.md §7, written as import-x/no-restricted-paths zones so that a back-import fails here.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const dirs = (path) => readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const serverModules = dirs('apps/server/src/modules');
const webFeatures = dirs('apps/web/src/features');
const server = 'apps/server/src';

/** Server: http → services → repositories and policy, never back; a module reaches another only through its service. */
const serverZones = [
  {
    target: [`${server}/modules/**/!(*.routes).ts`, `${server}/policy.ts`, `${server}/domain/**`, `${server}/event-visibility.sql.ts`, `${server}/jobs/**`, `${server}/storage/**`, `${server}/liturgy/**`, `${server}/mail/**`, `${server}/db/**`],
    from: `${server}/http`,
    message: 'Only routes and the app wiring use http/; the actor and AppError live in domain/.',
  },
  {
    target: `${server}/modules/**/!(*.routes).ts`,
    from: `${server}/modules/*/*.routes.ts`,
    message: 'Routes are the outermost layer: nothing but app.ts imports them.',
  },
  {
    target: `${server}/modules/**/*.repository.ts`,
    from: `${server}/modules/*/*.service.ts`,
    message: 'A repository holds SQL only; it never calls a service.',
  },
  {
    target: [`${server}/domain/**`, `${server}/policy.ts`, `${server}/event-visibility.sql.ts`],
    from: `${server}/modules`,
    message: 'The policy and the domain types know no module.',
  },
  ...serverModules.map((m) => ({
    target: `${server}/modules/${m}`,
    from: `${server}/modules/!(${m})/*.repository.ts`,
    message: 'A module reaches another module’s data only through that module’s service.',
  })),
];

/** Web: app → features → components/lib; a feature never imports another feature. */
const webZones = [
  ...webFeatures.map((f) => ({
    target: `apps/web/src/features/${f}`,
    from: 'apps/web/src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature: move the shared piece to components/ or lib/, or compose in app/.',
  })),
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Shared code (components/, lib/) never imports a feature or the app.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.d.ts', 'data/**', '.ci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...webZones] }],
    },
  },
  {
    // SQL lives in repositories (DESIGN.md §7): a service, mapper or route builds no query.
    files: [`${server}/modules/**/*.{service,mapper,routes}.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto)$/]',
          message: 'SQL belongs in the module’s repository.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in the module’s repository.' },
      ],
    },
  },
  {
    // Migrations are written against Kysely<any>, as Kysely advises: they must not follow today's table types.
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The API tests walk every table generically (row counts per table, a query per table).
    files: ['apps/server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}', 'e2e/**/*.ts', 'scripts/screenshots.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
