// Jest runs two projects: the browser app in jsdom and the server in Node. The Babel config stays inline
// here so that Vite (through vite-plugin-relay) never picks it up.
const typescript = ['@babel/preset-typescript', { allowDeclareFields: true }];

/** @type {import('jest').Config} */
export default {
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
      transform: {
        '\\.[jt]sx?$': [
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
      transform: {
        '\\.[jt]sx?$': [
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
