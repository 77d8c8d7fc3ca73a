// The project board's and list's More filters (#21), asked as the browser asks them (the pages' persisted queries with
// the variables their loaders send): the server applies them to every status group, the counts included.
import { dataOf, gqlPersisted } from '../../test/client';
import { createIssue, issueTeam } from '../../test/issues';
import { persistedId } from '../../test/persisted';
import { useTestServer } from '../../test/server';

const server = useTestServer();

type Group = { issues: { totalCount: number; edges: Array<{ node: { key: string } }> } } | null;
const ALIASES = ['backlog', 'todo', 'inProgress', 'inReview', 'done', 'canceled'] as const;

/** The keys each status group of the page holds, and their counts, for these variables. */
async function groupsOf(operation: 'BoardPageQuery' | 'IssueListPageQuery', token: string, variables: Record<string, unknown>) {
  const { workspace } = dataOf<{ viewer: { workspace: Record<string, Group> } }>(await gqlPersisted(server, persistedId(operation), variables, token)).viewer;
  return Object.fromEntries(
    ALIASES.map((alias) => {
      const issues = workspace[alias]!.issues;
      return [alias, { count: issues.totalCount, keys: issues.edges.map(({ node }) => node.key) }];
    }),
  );
}

describe("the project pages' More filters", () => {
  it('narrow every status group of the board and the list to the issues that pass them', async () => {
    const team = await issueTeam(server, {}, 'MOR');
    const small = await createIssue(server, team.admin, team.projectId, { title: 'Small', status: 'TODO', estimate: 1 });
    const big = await createIssue(server, team.admin, team.projectId, { title: 'Big', status: 'TODO', estimate: 8 });
    const done = await createIssue(server, team.admin, team.projectId, { title: 'Big and done', status: 'DONE', estimate: 13, dueDate: '2020-01-01' });
    await createIssue(server, team.admin, team.projectId, { title: 'Unestimated', status: 'DONE' });

    const board = await groupsOf('BoardPageQuery', team.admin, { projectKey: 'MOR', estimateMin: 5 });
    expect(board.todo).toEqual({ count: 1, keys: [big.key] });
    expect(board.done).toEqual({ count: 1, keys: [done.key] });
    expect(board.backlog.count).toBe(0);

    const list = await groupsOf('IssueListPageQuery', team.admin, { projectKey: 'MOR', estimated: true, estimateMax: 5, orderBy: 'PRIORITY' });
    expect(list.todo.keys).toEqual([small.key]);
    expect(list.done.count).toBe(0);

    const due = await groupsOf('BoardPageQuery', team.admin, { projectKey: 'MOR', dueBefore: '2021-01-01', hasParent: false, blocked: false, cycle: 'none' });
    expect(due.done.keys).toEqual([done.key]);
    expect(due.todo.count).toBe(0);
  });
});
