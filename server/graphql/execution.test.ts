// How operations run (compiled once per document for queries and mutations): a request gets the operation it names.
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../test/tokens';
import { useTestServer } from '../test/server';

const server = useTestServer();

async function run(query: string, operationName: string, token: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, operationName }),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown };
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
});
