// Jest runs two projects: the browser app in jsdom and the server in Node. The Babel config stays inline
// here so that Vite (through vite-plugin-relay) never picks it up.
const typescript = ['@babel/preset-typescript', { allowDeclareFields: true }];

/** Packages published as ES modules only: fractional-indexing, and the Markdown renderer's (react-markdown, remark, micromark, unist…). */
const ESM_ONLY_PACKAGES = [
  'fractional-indexing',
  'react-markdown',
  'remark-[^/]+',
  'unified',
  'bail',
  'trough',
  'devlop',
  'is-plain-obj',
  'vfile[^/]*',
  'micromark[^/]*',
  'mdast-util-[^/]+',
  'hast-util-[^/]+',
  'unist-util-[^/]+',
  'estree-util-[^/]+',
  'character-entities[^/]*',
  'character-reference-invalid',
  'decode-named-character-reference',
  'parse-entities',
  'stringify-entities',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'ccount',
  'comma-separated-tokens',
  'space-separated-tokens',
  'property-information',
  'html-url-attributes',
  'longest-streak',
  'markdown-table',
  'trim-lines',
  'zwitch',
  'escape-string-regexp',
  '@ungap/structured-clone',
].join('|');

/** @type {import('jest').Config} */
export default {
  // Two worker processes, even on a two-core machine (where Jest would otherwise run every file in one process, whose
  // heap grows with each file until it runs out); a worker that ends a file above 1 GB is replaced by a fresh one.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  // How long a worker has to be gone once told to end, before Jest kills it and warns that it "failed to exit
  // gracefully". Measured in a whole server suite on PGlite that still warned: both workers held no handle at the end
  // message and emitted 'exit' 3-4 ms after it; what took longer than Jest's 500 ms was the process's own teardown
  // after that, not a leak (which part of the teardown is slow was not measured). A handle left open still shows: it
  // keeps the process from ever ending, and the warning comes after this wait.
  workerGracefulExitTimeout: 3_000,
  // A test's own waits (a subscription's next result: 10 s) decide what is too slow; the machine may be busy.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/__tests__'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/setup.ts'],
      moduleNameMapper: {
        '^@/config$': '<rootDir>/__tests__/helpers/testConfig.ts',
        '^@/(.*)$': '<rootDir>/src/$1',
        '\\.module\\.css$': '<rootDir>/__tests__/helpers/cssModuleStub.cjs',
        '\\.css$': '<rootDir>/__tests__/helpers/styleStub.ts',
      },
      // Babel compiles the ES-module-only packages like the app's own code.
      transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY_PACKAGES})/)`],
      transform: {
        // .mjs too: the build's scripts (scripts/*.mjs) are tested here.
        '\\.m?[jt]sx?$': [
          'babel-jest',
          {
            babelrc: false,
            configFile: false,
            presets: [
              ['@babel/preset-env', { targets: { node: 'current' } }],
              ['@babel/preset-react', { runtime: 'automatic' }],
              typescript,
            ],
            plugins: [['relay', { eagerEsModules: false, artifactDirectory: './src/__generated__' }]],
          },
        ],
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      // Tests that need PostgreSQL itself (terminating its connections) run in the PostgreSQL pass only.
      testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.postgres\\.test\\.ts$'],
      // Kysely and fractional-indexing ship ES modules only: Babel turns them into CommonJS as it does our code.
      transformIgnorePatterns: ['/node_modules/(?!(?:kysely|fractional-indexing)/)'],
      transform: {
        '\\.m?[jt]sx?$': [
          'babel-jest',
          {
            babelrc: false,
            configFile: false,
            presets: [['@babel/preset-env', { targets: { node: 'current' } }], typescript],
          },
        ],
      },
    },
  ],
};
