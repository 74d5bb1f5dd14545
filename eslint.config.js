import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// One-way imports (DESIGN.md): domain → lib/components/stores/content → features → app.
const webLayers = [
  {
    // Shared by the web app and the server, so it may import only itself and valibot (tests aside).
    target: './src/domain/**/!(*.test).ts',
    from: '.',
    except: ['./src/domain', './node_modules/valibot'],
    message: 'src/domain is pure: it imports only src/domain and valibot.',
  },
  {
    target: './src/lib',
    from: ['./src/components', './src/stores', './src/content', './src/features', './src/app'],
    message: 'lib sits below features and app.',
  },
  {
    target: './src/components',
    from: ['./src/stores', './src/content', './src/features', './src/app'],
    message: 'components are feature-agnostic.',
  },
  {
    target: './src/stores',
    from: ['./src/components', './src/content', './src/features', './src/app'],
    message: 'stores sit below features and app.',
  },
  {
    target: './src/content',
    from: ['./src/components', './src/stores', './src/features', './src/app'],
    message: 'content sits below features and app.',
  },
  {
    target: './src/features',
    from: ['./src/app'],
    message: 'features do not import the app; pages compose features.',
  },
  {
    target: './mini-program-bridge',
    from: ['./src', './server'],
    message: 'the bridge is plain TypeScript.',
  },
  { target: './src', from: ['./server'], message: 'the web app never imports the server.' },
  {
    target: './server',
    from: ['./src/app', './src/features', './src/components', './src/stores', './src/content', './src/lib'],
    message: 'the server shares only src/domain with the web app.',
  },
];

// A feature imports only itself; what two features share lives below them, and src/app composes them.
const featureZones = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'features never import other features: share through src/components, src/lib or src/domain.',
  }));

// The server's one way: db → services → routes → app (main.ts and the cli start it). Tests and
// test kits compose every layer, so they are not targets.
const notTests = '!(*.test|*-test-kit)';
const onlyStartersImportApp = 'only main.ts, the cli and tests import app.ts.';
const serverLayers = [
  {
    target: `./server/src/db/**/${notTests}.{ts,mjs}`,
    from: ['./server/src/{modules,http,adapters,cli}/**', './server/src/{app,main,infrastructure}.ts'],
    message: 'db is the bottom layer: it imports no module, http, adapter, cli or app file.',
  },
  {
    target: './server/src/modules/**/!(*.routes|*.module|*.test|*-test-kit).ts',
    from: ['./server/src/**/*.routes.ts', './server/src/{app,main}.ts'],
    message: 'services never import routes or the app: routes call services, *.module.ts composes them.',
  },
  {
    // Issue 26: the document service and the fee schedule are floors the kinds stand on.
    target: `./server/src/{documents,fees}/**/${notTests}.ts`,
    from: './server/src/modules/**',
    message: 'documents and fees sit below the kinds: a kind registers with them, they import no module.',
  },
  {
    // Issue 28: the treasury and support read each kind of bill through what it declares
    // (its BillKind's treasury members, composed in server/src/bill-kinds.ts), never its module.
    target: [
      `./server/src/modules/treasury/**/${notTests}.ts`,
      `./server/src/modules/support/**/${notTests}.ts`,
    ],
    from: './server/src/modules/{business-tax,property-tax,violations,misc-fees,business-permits,permits}/**',
    message: 'the treasury and support name no kind: a kind declares what they read in its BillKind.',
  },
  {
    // Issue 26: the billing core is the ground floor the bill kinds stand on (docs/bill-kinds.md).
    target: `./server/src/billing/**/${notTests}.ts`,
    from: './server/src/modules/**',
    message:
      'billing sits below the kinds: a kind declares its BillKind and bill-kinds.ts lists it; billing imports no module.',
  },
  {
    // Payments and transactions ask a kind through the registry; they may use only each other and
    // the account modules they are built on.
    target: `./server/src/modules/{payments,transactions}/**/${notTests}.ts`,
    from: './server/src/modules/!(payments|transactions|accounts|auth)/**',
    message:
      'payments and transactions name no kind: they ask the bill kinds through billing/bill-kind-registry.ts.',
  },
  {
    target: `./server/src/http/**/${notTests}.ts`,
    from: './server/src/modules/**',
    message: 'http sits below the modules: a module hands http what it needs, http never imports one.',
  },
  {
    target: [`./server/src/!(cli|testing)/**/${notTests}.{ts,mjs}`, './server/src/!(main|*.test).ts'],
    from: './server/src/app.ts',
    message: onlyStartersImportApp,
  },
];

// The GCash mini-program bridge reaches the app through the payment step only (src/features/payments/pay-bill.ts).
// GCash sign-in (src/features/wallet/wallet-sign-in.ts) asks the shell for an auth code through it.
const BRIDGE_IMPORTERS = ['src/features/payments/pay-bill.ts', 'src/features/wallet/wallet-sign-in.ts'];
const bridgeZone = {
  target: ['./src', './server', './tests', './bench', './scripts'],
  from: './mini-program-bridge',
  message: `only ${BRIDGE_IMPORTERS.join(', ')} imports mini-program-bridge.`,
};

const zones = [...webLayers, ...featureZones, ...serverLayers];
const restrictedPaths = (list) => ['error', { basePath: import.meta.dirname, zones: list }];

// DESIGN.md "Kinds are plug-ins": the engine, staff review, the assessment and the web's form engine
// and transaction page name no kind. A business permit's module code, field and number prefix live
// only in the business permit kind's own files (business-permit*, business*, the kinds folder).
export const KIND_CORE_FILES = [
  'server/src/modules/applications/**/*.ts',
  'server/src/modules/staff-review/**/*.ts',
  'server/src/modules/assessment/**/*.ts',
  'server/src/documents/**/*.ts',
  'server/src/fees/**/*.ts',
  // The treasury and taxpayer support read each kind through its BillKind (issue 28).
  'server/src/modules/treasury/**/*.ts',
  'server/src/modules/support/**/*.ts',
  'src/domain/applications/*.ts',
  'src/features/applications/**/*.{ts,tsx}',
  'src/app/pages/transaction-detail-page.tsx',
  'src/app/pages/application-page.tsx',
];
const KIND_LITERAL = /^BPLS$|business_name|^BP-/;
const KIND_MESSAGE =
  "A kind's code is named only in its own files (DESIGN.md: Kinds are plug-ins); read it from the definition.";
const kindLiteralRule = [
  'error',
  { selector: `Literal[value=${String(KIND_LITERAL)}]`, message: KIND_MESSAGE },
  { selector: `TemplateElement[value.raw=${String(KIND_LITERAL)}]`, message: KIND_MESSAGE },
  // p.business_name, { business_name: … }: the field read or written by name.
  { selector: 'Identifier[name="business_name"]', message: KIND_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      '.tmp',
      '.cache',
      'coverage',
      'bench/results',
      'test-results',
      'playwright-report',
      'server/src/db/migrations',
    ],
  },
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads imported TypeScript files itself (no-cycle follows them), with the same parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'server/tsconfig.json', 'tests/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': restrictedPaths([...zones, bridgeZone]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ofetch', message: 'Use src/lib/http.ts.' },
            { name: 'framer-motion', message: 'Use src/components/motion/.' },
          ],
        },
      ],
    },
  },
  {
    // src/domain runs in the browser too: no Node built-in (node:crypto, fs …), which no path zone sees.
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // The bridge's one importer; every other zone still applies to it.
    files: BRIDGE_IMPORTERS,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(zones) },
  },
  {
    files: ['src/lib/http.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/components/motion/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The web app never reads process.env, and only server/src/env.ts does on the server.
    files: ['server/src/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['server/src/env.ts', '**/*.test.ts', 'server/src/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/src/env.ts.' },
      ],
    },
  },
  {
    files: KIND_CORE_FILES,
    ignores: ['**/*.test.{ts,tsx}', '**/*-test-kit.ts', '**/*business*', '**/*.vectors.ts'],
    rules: { 'no-restricted-syntax': kindLiteralRule },
  },
);
