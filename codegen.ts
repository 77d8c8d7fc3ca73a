// Generates the server's resolver types from schema.graphql; `npm run codegen:check` fails when they are stale.
// Mappers name the server-side objects resolvers receive as parents (paths are relative to the generated file).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    // The server tests' operations, typed: `graphql(\`query Name …\`)` in a test returns a TypedDocumentString whose
    // result and variables `gql()` (server/test/client.ts) types.
    './server/test/__generated__/': {
      documents: ['server/**/*.test.ts', 'server/test/**/*.ts', '!server/test/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    './server/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        mappers: {
          User: '../../features/users/domain#UserRow',
          Workspace: '../../features/workspaces/domain#WorkspaceRow',
          Project: '../../features/projects/domain#ProjectRow',
          ProjectConnection: '../connections#ConnectionSource<ProjectRow>',
          ProjectEvent: '../../features/projects/events#ProjectEvent as ProjectEventSource',
          Viewer: '../../auth/viewer#Viewer as ViewerSource',
        },
        scalars: { DateTime: 'Date | string' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
