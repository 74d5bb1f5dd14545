import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// One-way imports (DESIGN.md): domain → lib/components/stores/content → features → app.
const webLayers = [
  {
    target: './src/domain',
    from: ['./src/lib', './src/components', './src/stores', './src/content', './src/features', './src/app'],
    message: 'src/domain is pure: it imports nothing from the app.',
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
    from: ['./src/app', './src/features', './src/components', './src/stores', './server'],
    message: 'the bridge is plain TypeScript.',
  },
  { target: './src', from: ['./server'], message: 'the web app never imports the server.' },
  {
    target: './server',
    from: ['./src/app', './src/features', './src/components', './src/stores', './src/content', './src/lib'],
    message: 'the server shares only src/domain with the web app.',
  },
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
      'import-x/no-restricted-paths': ['error', { zones: webLayers }],
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
);
