// How many statements the app's hot pages cost the database, each asked as the browser asks it (its persisted
// operation), every answer computed: a change that adds a statement to one of them fails here, and says which
// statements the page sends now. The board and the list read their six status groups' first pages in one statement and
// their counts in another (server/features/issues: listIssueGroupsWithRelations, countIssueGroups).
import type { CompiledQuery } from 'kysely';
import { dataOf, gqlPersisted, type Data } from '../test/client';
import { createIssue, createLabels, issueTeam, type IssueTeam } from '../test/issues';
import { persistedId } from '../test/persisted';
import { useTestServer } from '../test/server';
import { isBackgroundStatement } from '../test/statements';

const server = useTestServer();

/**
 * The statements each operation sends now (for a member whose membership is known already). The list and the board
 * (15 and 14 before their groups were read together): the members and labels (the filter and bulk-edit bars), the
 * project, the six groups' first pages, their six counts. The issue page: the issue, members, labels, its timeline and
 * its count, its project, mentions, people, its labels, the timeline's activity entries. Each also reads its
 * workspace's change-log head (`issuesSnapshotSeq`, read before the issues so that live updates resume from it).
 */
const BUDGETS = {
  // Each page of issues also reads its issues' sub-issue progress and blockers in one statement (subissues' loader);
  // the issue page its sub-issues, that progress and its relations (three), and its files (one). Each reads its
  // workspace's estimate scale (one: the session's cached workspace row may be older than the admin's last choice).
  IssueListPageQuery: 8,
  BoardPageQuery: 8,
  IssuePageQuery: 16,
};

/** The one statement that reads a page's sub-issue progress and blockers (server/features/subissues). */
const isStructureRead = (statement: CompiledQuery) => /children\.parent_id = issues\.id/.test(statement.sql);

/** A statement of the live dispatcher's periodic sweep (server/live/dispatcher.ts), which no request sends. */
const isDispatcherSweep = (statement: CompiledQuery) => isBackgroundStatement(statement.sql);

describe('statements per operation', () => {
  let team: IssueTeam;
  let issueKey: string;

  beforeAll(async () => {
    server.responseCache.enabled = false;
    team = await issueTeam(server, {}, 'CNT');
    const [bug] = await createLabels(server, team.workspaceId, ['Bug', 'Docs']);
    const statuses = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE', 'CANCELED'] as const;
    for (const [index, status] of statuses.entries()) {
      for (let n = 0; n < 3; n += 1) {
        const issue = await createIssue(server, team.admin, team.projectId, {
          title: `Issue ${status} ${n}`,
          status,
          assigneeId: n === 0 ? team.userIds.member : null,
          labelIds: index % 2 === 0 ? [bug] : [],
        });
        issueKey ??= issue.key as string;
      }
    }
  });

  /** The statements sent while the server answers one request (which must succeed). */
  async function statementsOf(operation: keyof typeof BUDGETS | 'GroupedIssueListPageQuery' | 'GroupedBoardPageQuery', variables: Data): Promise<CompiledQuery[]> {
    // A first request settles what any request settles once (the member's sign-in, the workspace's admission).
    dataOf(await gqlPersisted(server, persistedId(operation), variables, team.admin));
    // Whatever the dispatcher still does for earlier writes is done.
    await server.dispatcher.idle();
    const seen: CompiledQuery[] = [];
    const stop = server.database.statements.observe((statement) => seen.push(statement));
    const before = server.database.statements.count;
    try {
      dataOf(await gqlPersisted(server, persistedId(operation), variables, team.admin));
    } finally {
      stop();
    }
    expect(server.database.statements.count - before).toBe(seen.length);
    // The dispatcher's sweep (every five seconds: what is left to publish, the log's pruning) may run during the request.
    return seen.filter((statement) => !isDispatcherSweep(statement));
  }

  const describeStatements = (statements: CompiledQuery[]) => statements.map((statement) => statement.sql.replace(/\s+/g, ' ').slice(0, 160));

  it.each([
    ['IssueListPageQuery', () => ({ projectKey: 'CNT' })],
    ['IssueListPageQuery', () => ({ projectKey: 'CNT', orderBy: 'PRIORITY', assignee: { unassigned: true }, text: 'issue' })],
    ['BoardPageQuery', () => ({ projectKey: 'CNT' })],
    ['IssuePageQuery', () => ({ key: issueKey })],
  ] as const)('%s sends no more statements than its budget', async (operation, variables) => {
    const statements = await statementsOf(operation, variables());
    // On failure: the statements the operation sends now.
    expect(statements.length > BUDGETS[operation] ? describeStatements(statements) : []).toEqual([]);
  });

  // Grouped by assignee, priority or label: the page's own four (members, labels, project, change-log head), the groups (one grouped count), the people or
  // labels the groups name (one lookup; none for priorities), every group's first page in one statement (the board: every
  // column of every row) and, on the board, the columns' counts in one more (a list's sections count with the groups);
  // the cards' sub-issue progress and blockers (one); the workspace's estimate scale (one).
  it.each([
    ['GroupedIssueListPageQuery', 'ASSIGNEE', 9],
    ['GroupedIssueListPageQuery', 'LABEL', 9],
    ['GroupedIssueListPageQuery', 'PRIORITY', 8],
    ['GroupedBoardPageQuery', 'ASSIGNEE', 10],
    ['GroupedBoardPageQuery', 'LABEL', 10],
    ['GroupedBoardPageQuery', 'PRIORITY', 9],
  ] as const)('%s grouped by %s sends no more than %i statements', async (operation, groupBy, budget) => {
    const statements = await statementsOf(operation, { projectKey: 'CNT', groupBy });
    expect(statements.length > budget ? describeStatements(statements) : []).toEqual([]);
  });

  it('reads the groups of the board in one page statement and one count, each group its own', async () => {
    // Whatever the dispatcher still does for earlier writes is done.
    await server.dispatcher.idle();
    const seen: CompiledQuery[] = [];
    const stop = server.database.statements.observe((statement) => seen.push(statement));
    let board: Data;
    try {
      board = dataOf(await gqlPersisted(server, persistedId('BoardPageQuery'), { projectKey: 'CNT' }, team.admin)).viewer.workspace;
    } finally {
      stop();
    }
    expect(seen.filter(isStructureRead)).toHaveLength(1);
    const issueStatements = seen.filter((statement) => /from "issues"|cross join lateral/.test(statement.sql) && !isStructureRead(statement));
    expect(describeStatements(issueStatements)).toEqual([expect.stringContaining('cross join lateral'), expect.stringContaining('count(*')]);
    for (const [alias, status] of Object.entries({ backlog: 'BACKLOG', todo: 'TODO', inProgress: 'IN_PROGRESS', inReview: 'IN_REVIEW', done: 'DONE', canceled: 'CANCELED' })) {
      const { issues } = board[alias];
      expect({ alias, count: issues.totalCount, titles: issues.edges.map((edge: Data) => edge.node.title).sort() }).toEqual({
        alias,
        count: 3,
        titles: [0, 1, 2].map((n) => `Issue ${status} ${n}`),
      });
    }
  });

  it("publishes a change of an issue in one dispatch transaction, and a refused change in none", async () => {
    const { id } = dataOf(await gqlPersisted(server, persistedId('IssuePageQuery'), { key: issueKey }, team.admin)).viewer.workspace.issue;
    const update = (title: string) => gqlPersisted(server, persistedId('useUpdateIssueMutation'), { input: { id, title } }, team.admin);
    dataOf(await update('Renamed once'));
    // Whatever the dispatcher still does for earlier writes is done.
    await server.dispatcher.idle();
    const seen: CompiledQuery[] = [];
    const stop = server.database.statements.observe((statement) => seen.push(statement));
    try {
      dataOf(await update('Renamed twice'));
      const dispatches = () => seen.filter((statement) => statement.sql.includes('pg_advisory_xact_lock')).length;
      // The rename's own transaction, then one dispatch of its entry: no second pass that finds nothing to publish.
      expect(dispatches()).toBe(1);
      // A sweep that came while the rename was being dispatched joins its run for one more (empty) pass: let it end.
      await server.dispatcher.idle();
      seen.length = 0;
      const refused = await update('');
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(dispatches()).toBe(0);
    } finally {
      stop();
    }
  });
});
