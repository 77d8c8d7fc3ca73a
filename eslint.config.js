// Lint for the whole repository: TypeScript everywhere, React hooks and accessibility rules for the browser app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The browser app never imports server code: share through schema.graphql.' },
            { group: ['@clerk/*'], message: 'Only src/auth/clerk may import Clerk: use the auth facade (src/auth).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/auth/clerk/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The server's layers: resolvers stay thin (SQL lives in a feature's domain), and domain code knows nothing of
  // GraphQL (it is called by resolvers, the sign-in routes and the seed alike).
  {
    files: ['server/features/*/resolvers.ts', 'server/features/*/index.ts', 'server/graphql/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'No SQL in resolvers: call a domain function (server/features/<feature>/domain.ts).' }],
          patterns: [{ group: ['**/src/**'], message: 'The server never imports the browser app.' }],
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
            { group: ['**/src/**', '!**/src/rules', '!**/src/rules/**'], message: 'The server imports only the shared rules (src/rules) from the app.' },
          ],
        },
      ],
    },
  },
  {
    // The server shares only the dependency-free validation rules with the browser app.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!rules/)',
              message: 'The server imports nothing from src/ but the shared validation rules (src/rules).',
            },
            { group: ['@/*', '!@/rules', '!@/rules/*'], message: 'The server imports nothing from src/ but the shared validation rules (src/rules).' },
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
