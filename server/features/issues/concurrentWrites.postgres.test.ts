import { dataOf, gql } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';

// Row locks wait on each other only on PostgreSQL (PGlite runs one statement at a time): Jest runs `*.postgres.test.ts`
// files only in the suite's PostgreSQL pass (DATABASE_URL set, as CI runs it).
const BULK = graphql(`mutation ConcurrentWritesBulk($input: BulkUpdateIssuesInput!) {
  bulkUpdateIssues(input: $input) { issues { id status } }
}`);
const UPDATE = graphql(`mutation ConcurrentWritesUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id status } } }`);
const MOVE = graphql(`mutation ConcurrentWritesMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id status } } }`);
const PROJECT = graphql(`mutation ConcurrentWritesProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);

const server = useTestServer();
jest.setTimeout(60_000);

describe('concurrent issue writes over several projects', () => {
  it('all succeed when bulk updates list the projects in opposite orders, beside single updates, moves and creations', async () => {
    const { admin, projectId: web } = await issueTeam(server);
    const doc = dataOf(await gql(server, PROJECT, { input: { key: 'DOC', name: 'Docs' } }, admin)).createProject.project.id;
    const pairs = 15;
    const webIssues = await Promise.all(Array.from({ length: pairs * 2 }, (_, index) => createIssue(server, admin, web, { title: `Web ${index}` })));
    const docIssues = await Promise.all(Array.from({ length: pairs * 2 }, (_, index) => createIssue(server, admin, doc, { title: `Doc ${index}` })));

    // Each bulk update changes its own two issues, one per project: half list WEB's first, half DOC's first.
    const bulkUpdates = Array.from({ length: pairs * 2 }, (_, index) => {
      const ids = index % 2 === 0 ? [webIssues[index].id, docIssues[index].id] : [docIssues[index].id, webIssues[index].id];
      return gql(server, BULK, { input: { ids, status: 'IN_PROGRESS' } }, admin);
    });
    const singleWrites = Array.from({ length: pairs }, (_, index) => [
      gql(server, UPDATE, { input: { id: webIssues[index].id, status: 'TODO' } }, admin),
      gql(server, MOVE, { input: { id: docIssues[index].id, status: 'DONE' } }, admin),
      gql(server, BULK, { input: { ids: [webIssues[pairs + index].id, docIssues[pairs + index].id], status: 'DONE' } }, admin),
      createIssue(server, admin, index % 2 === 0 ? web : doc, { title: `New ${index}`, status: 'TODO' }),
    ]).flat();

    const responses = await Promise.all([...bulkUpdates, ...singleWrites]);
    const errors = responses.flatMap((response) => ('errors' in response && response.errors) || []);
    expect(errors).toEqual([]);
    for (const response of await Promise.all(bulkUpdates)) {
      expect(dataOf(response).bulkUpdateIssues.issues).toHaveLength(2);
    }
  });
});
