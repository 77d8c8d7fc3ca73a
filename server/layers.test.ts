// The server's layers as `npm run lint` enforces them: a resolver that imports Kysely, or domain code that imports
// GraphQL, is refused (a later block of eslint.config.js once silently replaced both rules), in every feature; a kernel
// (server/graphql, auth, live, db) may import a feature's types but nothing it runs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '..');

// ESLint's Node API in a plain Node process, as the lint script runs it (it loads eslint.config.js as an ES module,
// which Jest's module loader cannot): each text linted as if it were the file at its path, by one ESLint, so the
// TypeScript project the type-aware rules read is built once.
const lintScript = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint();
  const results = [];
  for (const [filePath, text] of JSON.parse(process.argv[1])) {
    const [result] = await eslint.lintText(text, { filePath });
    results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
  }
  console.log(JSON.stringify(results));
`;

type Messages = { ruleId: string | null; message: string }[];

async function lintAs(files: [filePath: string, text: string][]): Promise<Messages[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', lintScript, JSON.stringify(files)], { cwd: root });
  return JSON.parse(stdout);
}

// Linting reads the whole TypeScript project (the type-aware rules): seconds on an idle machine, far more on a busy one.
const LINT_TIMEOUT_MS = 180_000;

describe('the server layers ESLint enforces', () => {
  let kyselyInResolver: Messages;
  let graphqlInDomain: Messages;
  let browserAppInDomain: Messages;
  let kyselyInIssuesResolver: Messages;
  let graphqlInIssuesDomain: Messages;
  let featureInKernel: Messages;
  let featureTypesInKernel: Messages;
  beforeAll(async () => {
    [kyselyInResolver, graphqlInDomain, browserAppInDomain, kyselyInIssuesResolver, graphqlInIssuesDomain, featureInKernel, featureTypesInKernel] = await lintAs([
      ['server/features/projects/resolvers.ts', "import { sql } from 'kysely';\n\nexport const now = sql`now()`;\n"],
      ['server/features/projects/domain.ts', "import { GraphQLError } from 'graphql';\n\nexport const refusal = new GraphQLError('no');\n"],
      [
        'server/features/projects/domain.ts',
        "import { normalizeText } from '../../../src/rules/text';\nimport { config } from '../../../src/config';\n\nexport const both = [normalizeText, config];\n",
      ],
      ['server/features/issues/resolvers.ts', "import type { Kysely } from 'kysely';\n\nexport type Database = Kysely<object>;\n"],
      ['server/features/issues/domain.ts', "import { createSchema } from 'graphql-yoga';\n\nexport const schema = createSchema;\n"],
      ['server/live/membershipCheck.ts', "import { findMemberships } from '../features/workspaces/domain';\n\nexport const lookup = findMemberships;\n"],
      ['server/auth/viewer.ts', "import type { UserRow } from '../features/users/domain';\n\nexport type Person = UserRow;\n"],
    ]);
  }, LINT_TIMEOUT_MS);

  it('refuses Kysely in a resolver', () => {
    expect(kyselyInResolver).toContainEqual({ ruleId: 'no-restricted-imports', message: expect.stringContaining('No SQL in resolvers') });
  });

  it('refuses GraphQL in domain code', () => {
    expect(graphqlInDomain).toContainEqual({ ruleId: 'no-restricted-imports', message: expect.stringContaining('Domain code knows nothing of GraphQL') });
  });

  it('refuses them in every feature, types alike', () => {
    expect(kyselyInIssuesResolver).toContainEqual({ ruleId: 'no-restricted-imports', message: expect.stringContaining('No SQL in resolvers') });
    expect(graphqlInIssuesDomain).toContainEqual({ ruleId: 'no-restricted-imports', message: expect.stringContaining('Domain code knows nothing of GraphQL') });
  });

  it('refuses a kernel that imports a feature to run it, and lets it name a feature\'s types', () => {
    expect(featureInKernel).toContainEqual({ ruleId: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('Kernels import no feature at run time') });
    expect(featureTypesInKernel).toEqual([]);
  });

  it('lets domain code import the shared validation rules but nothing else of the browser app', () => {
    expect(browserAppInDomain.map(({ message }) => message)).toEqual([expect.stringContaining('imports nothing from src/ but the shared validation rules')]);
  });
});
