import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { TEST_ORIGIN } from '../../test/tokens';
import { createImportJob, importsSettled, runImportJob } from './domain';
import { projectNode } from '../projects/resolvers';
import type { ImportsTestIssuesQuery } from '../../test/__generated__/graphql';

const START = graphql(`mutation ImportsTestStart($input: StartImportInput!) {
  startImport(input: $input) { importJob { id status format total } }
}`);
const CANCEL = graphql(`mutation ImportsTestCancel($input: CancelImportInput!) { cancelImport(input: $input) { importJob { id status } } }`);
const JOB = graphql(`query ImportsTestJob($id: ID!) {
  importJob(id: $id) { id status format total done created skipped { row message } warnings { row message } error viewerCanCancel }
}`);
const ISSUES = graphql(`query ImportsTestIssues($id: ID!) {
  node(id: $id) { ... on Project { viewerCanImport imports { id status } issues(first: 10, orderBy: CREATED) { totalCount edges { node {
    key title description status priority dueDate estimate externalRef createdAt assignee { name } labels { name }
    timeline(first: 3) { edges { node { __typename ... on Comment { body createdAt author { name } } } } }
  } } } } }
}`);
const EXPORT = graphql(`query ImportsTestExport($id: ID!, $format: ExportFormat!) { node(id: $id) { ... on Project { exportIssues(format: $format) } } }`);

type ProjectIssues = Extract<NonNullable<ImportsTestIssuesQuery['node']>, { issues: unknown }>;
type IssueNode = ProjectIssues['issues']['edges'][number]['node'];
const commentsOf = (issue: IssueNode) => issue.timeline.edges.map((edge) => edge.node).filter((node) => node.__typename === 'Comment');

const server = useTestServer();
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

async function importFile(token: string, projectId: string, content: string, extra: { mapping?: Array<{ field: string; column: string }>; format?: 'CSV' } = {}) {
  const { importJob } = dataOf(await gql(server, START, { input: { projectId, content, fileName: 'issues', ...extra } }, token)).startImport;
  await importsSettled();
  return dataOf(await gql(server, JOB, { id: importJob.id }, token)).importJob!;
}

async function issuesOf(token: string, projectId: string) {
  const project = dataOf(await gql(server, ISSUES, { id: projectId }, token)).node as ProjectIssues;
  return project.issues.edges.map((edge) => edge.node).reverse();
}

describe('importing issues', () => {
  it("reads Linear's CSV export: statuses, priorities, labels created by name, the assignee by email, dates and keys", async () => {
    const team = await issueTeam(server);
    const job = await importFile(team.member, team.projectId, fixture('linear.csv').replace('ASSIGNEE_EMAIL', team.people.member.email!));
    expect(job).toMatchObject({ status: 'DONE', format: 'LINEAR', total: 3, done: 3, created: 3, skipped: [] });
    expect(job.warnings).toEqual([{ row: 3, message: 'No member has the email ghost@nowhere.test: the issue is left unassigned.' }]);
    const issues = await issuesOf(team.member, team.projectId);
    expect(issues.map((issue) => [issue.key, issue.title, issue.status, issue.priority, issue.externalRef])).toEqual([
      ['WEB-1', 'Fix login redirect', 'IN_PROGRESS', 'HIGH', 'ENG-1'],
      ['WEB-2', 'Write onboarding docs', 'TODO', 'NONE', 'ENG-2'],
      ['WEB-3', 'Old experiment', 'CANCELED', 'LOW', 'ENG-3'],
    ]);
    expect(issues[0]).toMatchObject({
      description: 'Users land on a blank page,\nthen "retry" works.',
      assignee: { name: 'Max' },
      dueDate: '2024-04-01',
      createdAt: '2024-03-12T10:15:00.000Z',
      labels: [{ name: 'Bug' }, { name: 'Frontend' }],
    });
    expect(issues[2].assignee).toBeNull();
  });

  it("reads Jira's CSV export: repeated label columns, its dates and its comments", async () => {
    const team = await issueTeam(server);
    const job = await importFile(team.admin, team.projectId, fixture('jira.csv').replace('ASSIGNEE_EMAIL', team.people.admin.email!));
    expect(job).toMatchObject({ status: 'DONE', format: 'JIRA', created: 2, skipped: [] });
    const [checkout, search] = await issuesOf(team.admin, team.projectId);
    expect(checkout).toMatchObject({ title: 'Checkout fails on Safari', status: 'TODO', priority: 'URGENT', externalRef: 'SHOP-7', createdAt: '2024-03-12T10:15:00.000Z' });
    expect(checkout.labels.map((label) => label.name)).toEqual(['payments', 'safari']);
    expect(commentsOf(checkout)).toEqual([
      { __typename: 'Comment', body: 'Originally by ann@example.com on 2024-03-13\n\nSeen on iOS 17 too.', createdAt: '2024-03-13T14:30:00.000Z', author: { name: 'Ada' } },
    ]);
    expect(search).toMatchObject({ status: 'DONE', priority: 'MEDIUM', labels: [] });
  });

  it('reads both GitHub shapes: comments kept with their dates, logins reported unmatched, pull requests skipped', async () => {
    const team = await issueTeam(server);
    const gh = await importFile(team.member, team.projectId, fixture('github-gh.json'));
    expect(gh).toMatchObject({ status: 'DONE', format: 'GITHUB', created: 2, skipped: [] });
    expect(gh.warnings).toEqual([{ row: 1, message: 'No member has the email octocat: the issue is left unassigned.' }]);
    const rest = await importFile(team.member, team.projectId, fixture('github-rest.json'));
    expect(rest).toMatchObject({ status: 'DONE', created: 1, skipped: [{ row: 2, message: 'A pull request, not an issue.' }] });
    const issues = await issuesOf(team.member, team.projectId);
    expect(issues.map((issue) => [issue.title, issue.status, issue.externalRef])).toEqual([
      ['Crash when the list is empty', 'TODO', 'https://github.com/acme/app/issues/12'],
      ['Support dark mode', 'DONE', 'https://github.com/acme/app/issues/11'],
      ['Rate limit headers missing', 'CANCELED', 'https://github.com/acme/api/issues/5'],
    ]);
    expect(commentsOf(issues[0])[0]).toMatchObject({ body: 'Originally by hubot on 2024-02-02\n\nStill happens on main.', createdAt: '2024-02-02T08:00:00.000Z' });
  });

  it('maps the columns it is told to, and adds nothing when the same file is imported again', async () => {
    const team = await issueTeam(server);
    const csv = 'Name,State,Points\nFirst,doing,3\nSecond,done,\n';
    const mapping = [
      { field: 'title', column: 'Name' },
      { field: 'status', column: 'State' },
      { field: 'estimate', column: 'Points' },
    ];
    expect(await importFile(team.member, team.projectId, csv, { mapping })).toMatchObject({ format: 'CSV', created: 2, skipped: [] });
    const again = await importFile(team.member, team.projectId, csv, { mapping });
    expect(again.created).toBe(0);
    expect(again.skipped.map((note) => note.row)).toEqual([1, 2]);
    expect(again.skipped[0].message).toMatch(/^Already imported as WEB-1/);
    const issues = await issuesOf(team.member, team.projectId);
    expect(issues.map((issue) => [issue.title, issue.status, issue.estimate])).toEqual([
      ['First', 'IN_PROGRESS', 3],
      ['Second', 'DONE', null],
    ]);
  });

  it('skips a bad row with its reason and writes the others', async () => {
    const team = await issueTeam(server);
    const csv = `Title,Status,Estimate\nGood one,todo,1\n${'x'.repeat(201)},todo,2\nUnknown status,frozen,\nBad estimate,todo,500\nGood two,done,\n`;
    const job = await importFile(team.member, team.projectId, csv);
    expect(job).toMatchObject({ status: 'DONE', total: 5, done: 5, created: 2 });
    expect(job.skipped.map((note) => note.row)).toEqual([2, 3, 4]);
    expect(job.skipped[1].message).toBe('Lanes has no status like “frozen”.');
    expect(job.skipped[2].message).toBe('An estimate is a whole number from 0 to 100.');
    expect((await issuesOf(team.member, team.projectId)).map((issue) => issue.title)).toEqual(['Good one', 'Good two']);
  });

  it('stops at the next batch once canceled, keeping the rows written', async () => {
    const team = await issueTeam(server);
    const { workspaceId } = team;
    const projectId = projectNode.localId(team.projectId)!;
    const csv = 'Title\n' + Array.from({ length: 6 }, (_, i) => `Issue ${i + 1}`).join('\n');
    const job = await createImportJob(server.database.db, workspaceId, team.people.admin.id, projectId, { content: csv });
    // Canceled (as by another request) just before the second batch starts.
    // Its reads of the job: when it loads it, then before each batch.
    let reads = 0;
    const db = new Proxy(server.database.db, {
      get(target, property) {
        if (property === 'selectFrom') {
          return (table: string) => {
            if (table === 'imports' && ++reads === 3) {
              return { select: () => target.updateTable('imports').set({ status: 'CANCELED' }).where('id', '=', job.id).returning('status') };
            }
            return target.selectFrom(table as 'imports');
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const ended = await runImportJob(db, workspaceId, job.id, { batchSize: 2 });
    expect(ended).toMatchObject({ status: 'CANCELED', done: 2, created: 2, error: null });
    expect((await issuesOf(team.admin, team.projectId)).map((issue) => issue.title)).toEqual(['Issue 1', 'Issue 2']);
  });

  it('is canceled through cancelImport, and a finished one stays as it ended', async () => {
    const team = await issueTeam(server);
    const job = await importFile(team.member, team.projectId, 'Title\nOne\n');
    expect(job.viewerCanCancel).toBe(false);
    const canceled = dataOf(await gql(server, CANCEL, { input: { id: job.id } }, team.member)).cancelImport.importJob;
    expect(canceled.status).toBe('DONE');
    expect(errorCodes(await gql(server, CANCEL, { input: { id: job.id } }, team.viewer))).toEqual(['FORBIDDEN']);
  });

  it("is refused to viewers, and another workspace's project is not found", async () => {
    const team = await issueTeam(server);
    const other = await issueTeam(server, { name: 'Other' });
    const refused = await gql(server, START, { input: { projectId: team.projectId, content: 'Title\nx\n' } }, team.viewer);
    expect(onlyError(refused)).toMatchObject({ message: 'You may not import issues into this workspace.', extensions: { code: 'FORBIDDEN' } });
    const elsewhere = await gql(server, START, { input: { projectId: other.projectId, content: 'Title\nx\n' } }, team.admin);
    expect(errorCodes(elsewhere)).toEqual(['NOT_FOUND']);
    const project = dataOf(await gql(server, ISSUES, { id: team.projectId }, team.viewer)).node as { viewerCanImport: boolean };
    expect(project.viewerCanImport).toBe(false);
    expect(dataOf(await gql(server, EXPORT, { id: other.projectId, format: 'JSON' }, team.admin)).node).toBeNull();
    expect((await issuesOf(other.admin, other.projectId)).length).toBe(0);
  });

  it('refuses a file it cannot read, naming why', async () => {
    const team = await issueTeam(server);
    const response = await gql(server, START, { input: { projectId: team.projectId, content: '{ not json' } }, team.member);
    expect(onlyError(response)).toMatchObject({ message: 'The file is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('exporting issues', () => {
  it('gives CSV and JSON to whoever reads the project, and the JSON re-imports into another project without loss', async () => {
    const team = await issueTeam(server);
    await importFile(team.admin, team.projectId, fixture('linear.csv').replace('ASSIGNEE_EMAIL', team.people.member.email!));
    await createIssue(server, team.admin, team.projectId, { title: 'Made here', priority: 'HIGH', estimate: 5 });
    const csv = dataOf(await gql(server, EXPORT, { id: team.projectId, format: 'CSV' }, team.viewer)).node as { exportIssues: string };
    const lines = csv.exportIssues.split('\r\n');
    expect(lines[0]).toBe('Key,Title,Description,Status,Priority,Estimate,Due Date,Labels,Assignee,Assignee Name,Creator,Created,Updated,External Ref,Comments,Attachments');
    expect(lines[1]).toMatch(/^WEB-1,Fix login redirect,"Users land on a blank page,/);

    const json = (dataOf(await gql(server, EXPORT, { id: team.projectId, format: 'JSON' }, team.viewer)).node as { exportIssues: string }).exportIssues;
    const first = JSON.parse(json);
    expect(first.issues).toHaveLength(4);
    expect(first.issues[0]).toMatchObject({ key: 'WEB-1', labels: ['Bug', 'Frontend'], assignee: { email: team.people.member.email, name: 'Max' }, externalRef: 'ENG-1' });

    const target = await createProjectIn(team.admin, 'DOC');
    const job = await importFile(team.admin, target, json);
    expect(job).toMatchObject({ format: 'LANES', created: 4, skipped: [], warnings: [] });
    const second = JSON.parse((dataOf(await gql(server, EXPORT, { id: target, format: 'JSON' }, team.admin)).node as { exportIssues: string }).exportIssues);
    const comparable = (issue: Record<string, unknown>) => {
      const { key: _key, externalRef: _ref, updatedAt: _updated, completedAt: _completed, creator: _creator, ...rest } = issue;
      return rest;
    };
    expect(second.issues.map(comparable)).toEqual(first.issues.map(comparable));
    // What was made here keeps its key as its reference; what was imported keeps its own.
    expect(second.issues.map((issue: { externalRef: string }) => issue.externalRef)).toEqual(['ENG-1', 'ENG-2', 'ENG-3', 'WEB-4']);
  });
});

describe('exporting issues', () => {
  it("lists an issue's files with their lasting addresses on the public origin, which a token of the workspace downloads", async () => {
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId, { title: 'With a file' });
    const uploaded = await fetch(`${server.url}/attachments?issueId=${encodeURIComponent(issue.id)}&name=${encodeURIComponent('log 1.txt')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${team.member}`, 'Content-Type': 'application/octet-stream' },
      body: 'the log',
    });
    expect(uploaded.status).toBe(201);
    const path = new URL(((await uploaded.json()) as { url: string }).url, server.url).pathname;
    expect(path).toMatch(/^\/attachments\/[0-9a-f-]{36}\/log%201\.txt$/);

    const json = JSON.parse((dataOf(await gql(server, EXPORT, { id: team.projectId, format: 'JSON' }, team.viewer)).node as { exportIssues: string }).exportIssues);
    const exported = json.issues.find((candidate: { title: string }) => candidate.title === 'With a file');
    expect(exported.attachments).toEqual([{ name: 'log 1.txt', contentType: 'text/plain', size: 7, url: `${TEST_ORIGIN}${path}` }]);
    const csv = (dataOf(await gql(server, EXPORT, { id: team.projectId, format: 'CSV' }, team.viewer)).node as { exportIssues: string }).exportIssues;
    expect(csv.split('\r\n').find((line) => line.includes('With a file'))).toMatch(new RegExp(`,${TEST_ORIGIN}${path.replace(/\./g, '\\.')}$`));

    const file = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${team.viewer}` } });
    expect(await file.text()).toBe('the log');
  });
});

const CREATE_PROJECT = graphql(`mutation ImportsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);

async function createProjectIn(token: string, key: string): Promise<string> {
  return dataOf(await gql(server, CREATE_PROJECT, { input: { key, name: `Project ${key}` } }, token)).createProject.project.id;
}
