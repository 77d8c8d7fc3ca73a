// My issues' plan on PostgreSQL: the issues assigned to one person across every project of a large workspace, most
// recently updated first, are read from the workspace's assignee index in order (0020_saved_views), not by sorting
// the workspace's issues.
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { issueTeam } from '../../test/issues';
import { loggedTestWrite } from '../../test/changeLog';
import { useTestServer } from '../../test/server';
import { projectNode } from '../projects/resolvers';
import { listWorkspaceIssuesWithRelations, type IssueRow } from './domain';

const server = useTestServer();

describe("the workspace's issues on PostgreSQL", () => {
  it("reads one assignee's issues across projects from the assignee index, in order, without sorting", async () => {
    const { projectId, workspaceId, people } = await issueTeam(server);
    const db = server.database.db;
    const project = projectNode.localId(projectId)!;
    const assignees = [people.admin.id, people.member.id, people.viewer.id, null];
    await loggedTestWrite(db, 'issue', 'CREATED', async (trx) => {
      const { rows } = await sql<IssueRow>`insert into issues (workspace_id, project_id, number, title, created_by, position, assignee_id, updated_at)
        select ${workspaceId}, ${project}, n, 'Issue ' || n, ${people.admin.id}, lpad(n::text, 6, '0'),
          (${assignees}::text[])[1 + n % 4], now() - make_interval(mins => n)
        from generate_series(1, 20000) as n returning *`.execute(trx);
      return rows;
    });
    await sql`analyze issues`.execute(db);

    const statements: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const page = await listWorkspaceIssuesWithRelations(db.withPlugin(capture), workspaceId, {
      first: 50,
      orderBy: 'UPDATED',
      filter: { assignee: { meId: people.member.id } },
    });
    expect(page.rows).toHaveLength(50);
    expect(page.rows.every((row) => row.assigneeId === people.member.id)).toBe(true);
    const [statement] = statements;
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]));
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan.* using issues_workspace_assignee/);
    expect(plan).not.toMatch(/Sort|Seq Scan on issues/);
  }, 60_000);
});
