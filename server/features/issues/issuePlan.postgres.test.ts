// The issue list's query plan on PostgreSQL (the benchmark's database): the default page of a project with many
// issues is read from the board's index, in order, without sorting the project's issues.
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { sql } from 'kysely';
import { issueTeam } from '../../test/issues';
import { loggedTestWrite } from '../../test/changeLog';
import { useTestServer } from '../../test/server';
import { projectNode } from '../projects/resolvers';
import { listIssuesWithRelations, type IssueRow } from './domain';

const server = useTestServer();

describe('the issue list on PostgreSQL', () => {
  it('serves the default page and each order from an index, without sorting', async () => {
    const { projectId, workspaceId, people } = await issueTeam(server);
    const db = server.database.db;
    const project = projectNode.localId(projectId)!;
    await loggedTestWrite(db, 'issue', 'CREATED', async (trx) => {
      const { rows } = await sql<IssueRow>`insert into issues (workspace_id, project_id, number, title, status, priority, created_by, position, due_date)
        select ${workspaceId}, ${project}, n, 'Issue ' || n, (array['BACKLOG','TODO','IN_PROGRESS','DONE'])[1 + n % 4],
          (array['NONE','URGENT','HIGH','LOW'])[1 + n % 4], ${people.admin.id}, lpad(n::text, 6, '0'),
          case when n % 3 = 0 then null else date '2026-01-01' + n % 300 end
        from generate_series(1, 20000) as n returning *`.execute(trx);
      return rows;
    });
    await sql`analyze issues`.execute(db);

    // The statements the domain really runs, captured on their way to the database.
    const statements: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const spied = db.withPlugin(capture);
    const plans: Record<string, string> = {};
    for (const orderBy of ['POSITION', 'PRIORITY', 'UPDATED', 'CREATED', 'DUE_DATE'] as const) {
      statements.length = 0;
      const page = await listIssuesWithRelations(spied, workspaceId, project, { first: 50, orderBy });
      expect(page.rows).toHaveLength(50);
      const [statement] = statements;
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]));
      plans[orderBy] = rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    expect(plans.POSITION).toMatch(/Index Scan using issues_board/);
    for (const plan of Object.values(plans)) {
      expect(plan).toMatch(/Index Scan/);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
  }, 60_000);
});
