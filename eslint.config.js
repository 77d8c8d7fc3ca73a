// Lint for the whole repository: TypeScript everywhere, React hooks and accessibility rules for the browser app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// What the browser app never imports, wherever it is.
const browserBoundaries = [
  { group: ['**/server/**'], message: 'The browser app never imports server code: share through schema.graphql.' },
  { group: ['@clerk/*'], message: 'Only src/auth/clerk may import Clerk: use the auth facade (src/auth).' },
];

// The layers of the browser app, bottom to top: a folder of src/ imports only from the folders below it (and
// from itself). lib and ui are generic; auth and relay are kernels; routing holds what every route shares;
// workspace is the layout of workspace pages; features are the screens; app composes them (routes, shell).
const srcLayers = [
  { folder: 'rules', below: [] },
  { folder: 'lib', below: ['rules'] },
  { folder: 'config.ts', below: ['rules', 'lib'] },
  { folder: 'ui', below: ['rules', 'lib', 'config'] },
  { folder: 'auth', below: ['rules', 'lib', 'config', 'ui'] },
  { folder: 'analytics', below: ['rules', 'lib', 'config', 'ui', 'auth'] },
  { folder: 'relay', below: ['rules', 'lib', 'config', 'ui', 'auth', '__generated__'] },
  { folder: 'routing', below: ['rules', 'lib', 'config', 'ui', 'auth', 'relay'] },
  { folder: 'workspace', below: ['rules', 'lib', 'config', 'ui', 'auth', 'relay', 'routing', '__generated__'] },
  { folder: 'features', below: ['rules', 'lib', 'config', 'ui', 'auth', 'analytics', 'relay', 'routing', 'workspace', '__generated__'] },
];
// `app` and `landing` are the two entry points at the top: they may import any layer (and the landing page the
// app's footer), and nothing imports them.
const srcFolders = ['rules', 'lib', 'config', 'ui', 'auth', 'analytics', 'relay', 'routing', 'workspace', 'features', 'app', 'landing', '__generated__'];

// The server shares only the dependency-free validation rules (src/rules) with the browser app.
const serverBoundaries = [
  { regex: '^(\\.\\./)+src/(?!rules/)', message: 'The server imports nothing from src/ but the shared validation rules (src/rules).' },
  { group: ['@/*', '!@/rules', '!@/rules/*'], message: 'The server imports nothing from src/ but the shared validation rules (src/rules).' },
];

function srcLayerRules() {
  return srcLayers.flatMap(({ folder, below }) => {
    const forbidden = srcFolders.filter((other) => other !== folder.replace(/\.ts$/, '') && !below.includes(other));
    const allowed = below.length ? below.map((other) => `src/${other}`).join(', ') : 'itself';
    const layerPattern = {
      group: forbidden.flatMap((other) => [`@/${other}`, `@/${other}/**`, `**/${other}`, `**/${other}/**`]),
      message: `src/${folder} may import only from ${allowed}: move shared code down a layer instead of importing upward.`,
    };
    const files = folder.endsWith('.ts') ? [`src/${folder}`] : [`src/${folder}/**/*.{ts,tsx}`];
    const block = (blockFiles, boundaries, ignores = []) => ({
      files: blockFiles,
      ignores: ['**/*.test.{ts,tsx}', ...ignores],
      rules: { 'no-restricted-imports': ['error', { patterns: [...boundaries, layerPattern] }] },
    });
    // The Clerk adapter is the one place allowed to import Clerk; it keeps auth's layer all the same.
    if (folder === 'auth') {
      const [noServer] = browserBoundaries;
      return [block(files, browserBoundaries, ['src/auth/clerk/**']), block(['src/auth/clerk/**/*.{ts,tsx}'], [noServer])];
    }
    return [block(files, browserBoundaries)];
  });
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '**/__generated__/**', '.data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // A promise nobody awaits fails unseen (an unhandled rejection ends the server): await it, or `void` it with a
  // `.catch` where running on is deliberate. These rules need types, so they read the TypeScript project.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // node:test's describe and test return promises that the test runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'test', 'it', 'suite'] }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: browserBoundaries }],
    },
  },
  {
    files: ['src/auth/clerk/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The browser app's layers (after the block above, which they refine for src/auth/clerk).
  ...srcLayerRules(),
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '.ci/**/*.mjs', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The server's layers: resolvers stay thin (SQL lives in a feature's domain), and domain code knows nothing of
  // GraphQL (it is called by resolvers, the sign-in routes and the seed alike). A file's last matching block sets
  // its no-restricted-imports whole, so each layer repeats what the whole server may not import.
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverBoundaries }] },
  },
  {
    files: ['server/features/*/resolvers.ts', 'server/features/*/index.ts', 'server/graphql/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'No SQL in resolvers: call a domain function (server/features/<feature>/domain.ts).' }],
          patterns: serverBoundaries,
        },
      ],
    },
  },
  {
    files: ['server/features/*/domain.ts', 'server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'graphql', message: 'Domain code knows nothing of GraphQL: resolvers translate.' },
            { name: 'graphql-yoga', message: 'Domain code knows nothing of GraphQL: resolvers translate.' },
          ],
          patterns: [
            { group: ['**/graphql/**', './resolvers', './events'], message: 'Domain code knows nothing of GraphQL or live events: resolvers call it.' },
            ...serverBoundaries,
          ],
        },
      ],
    },
  },
  // The kernels every feature uses import no feature at run time: server/app.ts hands them what they need from the
  // composition root (server/features). Types may cross (`import type`). A rule of its own name, so that the layer
  // blocks above, which set no-restricted-imports whole, cannot replace it.
  {
    files: ['server/graphql/**/*.ts', 'server/auth/**/*.ts', 'server/live/**/*.ts', 'server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features(/|$)',
              allowTypeImports: true,
              message: 'Kernels import no feature at run time: take it as a parameter, handed over by server/app.ts from server/features (the composition root).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared validation rules run in the browser and on the server alike: they import nothing but each other.
    files: ['src/rules/**/*.ts'],
    ignores: ['src/rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'src/rules imports nothing: it is shared by the server, the forms and the optimistic responses.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
