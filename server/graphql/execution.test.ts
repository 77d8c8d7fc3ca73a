// How operations run (compiled once per document for queries and mutations): a request gets the operation it names.
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../test/tokens';
import { useTestServer } from '../test/server';

const server = useTestServer();

async function post(body: Record<string, unknown>, token: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function run(query: string, operationName: string, token: string) {
  return (await (await post({ query, operationName }, token)).json()) as { data?: unknown; errors?: unknown };
}

describe('operations', () => {
  it('runs the operation a request names, each time, in a document of several', async () => {
    const token = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
    const document = 'query Role { viewer { role } } query Name { viewer { workspace { name } } }';
    const answers = [];
    for (const operationName of ['Role', 'Name', 'Role', 'Name']) answers.push(await run(document, operationName, token));
    expect(answers).toEqual([
      { data: { viewer: { role: 'org:admin' } } },
      { data: { viewer: { workspace: { name: 'Acme' } } } },
      { data: { viewer: { role: 'org:admin' } } },
      { data: { viewer: { workspace: { name: 'Acme' } } } },
    ]);
  });

  it('answers a refusal with where in the query it happened, each time', async () => {
    const token = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
    const query = 'query Paged { viewer { workspace { projects(first: 1000) { totalCount } } } }';
    for (let i = 0; i < 2; i++) {
      expect(await run(query, 'Paged', token)).toEqual({
        errors: [
          {
            message: 'first must be from 0 to 100.',
            locations: [{ line: 1, column: 36 }],
            path: ['viewer', 'workspace', 'projects'],
            extensions: { code: 'BAD_USER_INPUT', field: 'first' },
          },
        ],
        data: null,
      });
    }
  });

  it('refuses a request whose variables do not fit with 400, naming the variable and where it is declared', async () => {
    const token = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
    for (let i = 0; i < 2; i++) {
      const response = await post({ query: 'query Node($id: ID!) { node(id: $id) { id } }', variables: {} }, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: 'Variable "$id" of required type "ID!" was not provided.', locations: [{ line: 1, column: 12 }] }],
      });
    }
  });
});
