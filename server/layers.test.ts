// The server's layers as `npm run lint` enforces them: a resolver that imports Kysely, or domain code that imports
// GraphQL, is refused (a later block of eslint.config.js once silently replaced both rules).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '..');

// ESLint's Node API in a plain Node process, as the lint script runs it (it loads eslint.config.js as an ES module,
// which Jest's module loader cannot), on the given text as if it were the file at `filePath`.
const lintScript = `
  import { ESLint } from 'eslint';
  const [filePath, text] = process.argv.slice(1);
  const [result] = await new ESLint().lintText(text, { filePath });
  console.log(JSON.stringify(result.messages.map(({ ruleId, message }) => ({ ruleId, message }))));
`;

async function lintAs(filePath: string, text: string): Promise<{ ruleId: string | null; message: string }[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', lintScript, filePath, text], { cwd: root });
  return JSON.parse(stdout);
}

// Linting reads the whole TypeScript project (the type-aware rules): seconds on an idle machine, far more on a busy one.
const LINT_TIMEOUT_MS = 180_000;

describe('the server layers ESLint enforces', () => {
  it(
    'refuses Kysely in a resolver',
    async () => {
      const messages = await lintAs('server/features/projects/resolvers.ts', "import { sql } from 'kysely';\n\nexport const now = sql`now()`;\n");
      expect(messages).toContainEqual({ ruleId: 'no-restricted-imports', message: expect.stringContaining('No SQL in resolvers') });
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'refuses GraphQL in domain code',
    async () => {
      const messages = await lintAs('server/features/projects/domain.ts', "import { GraphQLError } from 'graphql';\n\nexport const refusal = new GraphQLError('no');\n");
      expect(messages).toContainEqual({ ruleId: 'no-restricted-imports', message: expect.stringContaining('Domain code knows nothing of GraphQL') });
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'lets domain code import the shared validation rules but nothing else of the browser app',
    async () => {
      const messages = await lintAs(
        'server/features/projects/domain.ts',
        "import { normalizeText } from '../../../src/rules/text';\nimport { config } from '../../../src/config';\n\nexport const both = [normalizeText, config];\n",
      );
      expect(messages.map(({ message }) => message)).toEqual([expect.stringContaining('imports nothing from src/ but the shared validation rules')]);
    },
    LINT_TIMEOUT_MS,
  );
});
