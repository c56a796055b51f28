import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's features: each may import components/ and lib/, never another feature. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));

const onlyRepositoriesTalkToDrizzle = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Only repositories talk to drizzle: put the query in a repository.ts.',
};
/*
 * Every amount a person sees goes through formatPaise (@care/shared money.ts): Indian grouping,
 * ₹12,34,567. These catch one written by hand: `₹${x}`, '₹' + x, or <>₹{x}</>.
 */
const amountsThroughFormatPaise = [
  'TemplateElement[tail=false][value.raw=/₹\\s*$/]',
  "BinaryExpression[operator='+'][left.value=/₹\\s*$/]",
  'JSXText[value=/₹\\s*$/]',
].map((selector) => ({
  selector,
  message: 'Show amounts with formatPaise from @care/shared (Indian grouping: ₹12,34,567).',
}));

const servicesDoNotImportPlugins = {
  group: ['**/plugins/*', '**/plugins/**'],
  message: 'Services hold the rules and know nothing of Fastify: pass what they need in.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/reports/**',
      '**/.stryker-tmp/**',
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
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No import cycles anywhere: a cycle hides which module depends on which.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or the rules cannot follow them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Third-party code is not ours to check, and parsing it is slow.
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The spec's alerts and confirms use the app's own dialog (useAlert, useConfirm), never
      // the browser's; a missed local also falls through to window.alert without a type error.
      'no-alert': 'error',
      // The main entry injects a <style> tag, which the pages' policy refuses (decision 021).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-toastify',
              message: "Import from 'react-toastify/unstyled'; its stylesheet is a file.",
            },
          ],
        },
      ],
    },
  },
  {
    // app -> features -> components/lib: the only direction imports go in the web app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another: move what both use to components/ or lib/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not reach into features or the app shell.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...amountsThroughFormatPaise] },
  },
  {
    // PostgreSQL cannot store a NUL character: every API input string goes through the shared
    // text() schema, which refuses one with a 400 naming the field (issue 5/14).
    files: ['packages/shared/src/schemas/**/*.ts', 'apps/api/src/modules/**/*.ts'],
    ignores: ['packages/shared/src/schemas/common.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use text() from the shared schemas: it refuses NUL characters.',
        },
        {
          selector: 'CallExpression[callee.name=/^create(FileStorage|SmsSender|PaymentGateway)$/]',
          message: 'Adapters are made once in app.ts: use app.storage, app.sms or app.payments.',
        },
        // Repeated: a later block's options for the same rule replace the earlier block's.
        ...amountsThroughFormatPaise,
      ],
    },
  },
  {
    // Thin routes, services for rules, repositories for SQL (DESIGN rule 2).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*repository.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyRepositoriesTalkToDrizzle] }] },
  },
  {
    files: ['apps/api/src/modules/**/*service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [onlyRepositoriesTalkToDrizzle, servicesDoNotImportPlugins] },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
