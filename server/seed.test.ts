import { sql } from 'kysely';
import { openDatabase, type LanesDatabase } from './db/database';
import { isLanesError } from './errors';
import { cycleBurnUp, cycleTotals, listCycles } from './features/cycles/domain';
import { DEMO_LABELS, seedIfEmpty, seedIssues } from './seed';
import { cycleStatus, isoDay } from '../src/rules/cycle';
import { insertIssues, type IssueSeed } from './seedIssues';
import { loggedTestWrite } from './test/changeLog';
import { createTestDatabase, type TestDatabase } from './test/database';
import { STARTUP_TIMEOUT_MS } from './test/server';

let testDatabase: TestDatabase;
let database: LanesDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase(testDatabase.target);
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const workspaceOf = (slug: string) => database.db.selectFrom('workspaces').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

/** Each project of the workspace with its counter, its issues' count and numbers. */
async function projectNumbers(slug: string) {
  const { id } = await workspaceOf(slug);
  const { rows } = await sql<{ key: string; issueCounter: number; count: number; min: number | null; max: number | null; distinct: number }>`
    select p.key, p.issue_counter, count(i.id)::int as count, min(i.number) as min, max(i.number) as max, count(distinct i.number)::int as distinct
    from projects p left join issues i on i.project_id = p.id
    where p.workspace_id = ${id} group by p.key, p.issue_counter order by p.key`.execute(database.db);
  return rows;
}

/**
 * Issues whose position is not above every older issue's of their column (the newest is on top, as a created one lands).
 * The demo cycles' issues are left out: those done during a cycle moved to the top of Done, as any issue moved there.
 */
async function misplacedIssues(slug: string): Promise<number> {
  const { id } = await workspaceOf(slug);
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from (
      select position, lag(position) over (partition by project_id, status order by number desc) as above
      from issues where workspace_id = ${id} and cycle_id is null) as columns
    where above is not null and position <= above`.execute(database.db);
  return rows[0].count;
}

describe('the demo seed', () => {
  it('gives Acme two projects with about 150 issues in every status, with labels, assignees and due dates', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    const numbers = await projectNumbers('acme');
    expect(numbers.map(({ key, count }) => [key, count])).toEqual([['API', 0], ['MOB', 75], ['WEB', 75]]);
    for (const project of numbers.filter(({ count }) => count > 0)) {
      expect(project).toMatchObject({ issueCounter: project.count, min: 1, max: project.count, distinct: project.count });
    }
    expect(await misplacedIssues('acme')).toBe(0);

    const acme = await workspaceOf('acme');
    const issues = await database.db
      .selectFrom('issues')
      .innerJoin('users as assignee', 'assignee.id', 'issues.assigneeId')
      .select(['issues.status', 'issues.priority', 'issues.dueDate', 'issues.completedAt', 'assignee.email'])
      .where('issues.workspaceId', '=', acme.id)
      .execute();
    expect(new Set(issues.map((issue) => issue.status))).toEqual(new Set(['BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE', 'CANCELED']));
    expect(new Set(issues.map((issue) => issue.priority))).toEqual(new Set(['NONE', 'URGENT', 'HIGH', 'MEDIUM', 'LOW']));
    expect(new Set(issues.map((issue) => issue.email))).toEqual(new Set(['admin@acme.test', 'member@acme.test']));
    expect(issues.filter((issue) => issue.dueDate !== null).length).toBeGreaterThan(10);
    for (const issue of issues) expect(issue.completedAt !== null).toBe(issue.status === 'DONE');

    const labelled = await database.db
      .selectFrom('issueLabels')
      .innerJoin('labels', 'labels.id', 'issueLabels.labelId')
      .select(['labels.name', sql<number>`count(*)::int`.as('count')])
      .where('labels.workspaceId', '=', acme.id)
      .groupBy('labels.name')
      .execute();
    expect(labelled.map((row) => row.name).sort()).toEqual(DEMO_LABELS.map((label) => label.name).sort());
    expect((await projectNumbers('globex')).every(({ count }) => count === 0)).toBe(true);

    // A few sub-issues (four, under two parents) and relations (blocks, relates to, duplicates).
    const children = await database.db.selectFrom('issues').select('parentId').where('workspaceId', '=', acme.id).where('parentId', 'is not', null).execute();
    expect(children).toHaveLength(4);
    expect(new Set(children.map((child) => child.parentId)).size).toBe(2);
    const relations = await database.db.selectFrom('issueRelations').select('type').where('workspaceId', '=', acme.id).orderBy('type').execute();
    expect(relations.map((relation) => relation.type)).toEqual(['BLOCKS', 'DUPLICATES', 'RELATES_TO']);
  });

  it("gives Acme two saved views: a shared one of the website's list and the member's own of My issues", async () => {
    const acme = await workspaceOf('acme');
    const views = await database.db
      .selectFrom('savedViews')
      .innerJoin('users', 'users.id', 'savedViews.createdBy')
      .select(['savedViews.name', 'savedViews.shared', 'savedViews.scope', 'users.email'])
      .where('savedViews.workspaceId', '=', acme.id)
      .orderBy('savedViews.position')
      .execute();
    expect(views).toEqual([
      { name: 'Urgent and high first', shared: true, scope: 'PROJECT', email: 'admin@acme.test' },
      { name: 'My open work', shared: false, scope: 'MY_ISSUES', email: 'member@acme.test' },
    ]);
  });

  it('gives Acme a past, a current and a next cycle of estimated issues, the current one’s burn-up rising over its days', async () => {
    const acme = await workspaceOf('acme');
    const cycles = await listCycles(database.db, acme.id);
    const today = isoDay(new Date());
    expect(cycles.map((cycle) => cycleStatus(cycle, today))).toEqual(['PAST', 'CURRENT', 'UPCOMING']);
    const totals = await cycleTotals(database.db, acme.id, cycles.map((cycle) => cycle.id));
    expect(cycles.map((cycle) => totals.get(cycle.id)!.scope.issueCount)).toEqual([10, 10, 10]);
    const { unit, days } = await cycleBurnUp(database.db, cycles[1], new Date());
    expect(unit).toBe('POINTS');
    const completed = days.filter((day) => day.completed !== null).map((day) => day.completed!);
    expect(completed[0]).toBe(0);
    expect(completed.at(-1)).toBe(totals.get(cycles[1].id)!.completed.estimate);
    expect(completed.at(-1)).toBeGreaterThan(0);
  });
});

describe('npm run seed (seedIssues)', () => {
  it('makes the organization with its members, projects and labels when missing, and reports what it made', async () => {
    const report = await seedIssues(database.db, { issues: 120, projects: 3, members: 4, labels: 8, workspace: 'initech', randomSeed: 1 });
    expect(report.workspace).toEqual({ slug: 'initech', name: 'Initech', created: true });
    expect(report.projects.map(({ key, issues, firstNumber, lastNumber, created }) => [key, issues, firstNumber, lastNumber, created])).toEqual([
      ['WEB', 40, 1, 40, true],
      ['MOB', 40, 1, 40, true],
      ['API', 40, 1, 40, true],
    ]);
    expect(report.members.map(({ created }) => created)).toEqual([false, false, true, true]);
    expect(report.labels.map(({ name, created }) => [name, created])).toEqual([
      ...DEMO_LABELS.map((label) => [label.name, true]),
      ['Label 7', true],
      ['Label 8', true],
    ]);
    expect(report.issues).toBe(120);

    const { id } = await workspaceOf('initech');
    const roles = await database.db.selectFrom('memberships').select('role').where('workspaceId', '=', id).execute();
    expect(roles.map(({ role }) => role).sort()).toEqual(['org:admin', 'org:member', 'org:member', 'org:member', 'org:viewer']);
    const assignees = await database.db.selectFrom('issues').select('assigneeId').distinct().where('workspaceId', '=', id).where('assigneeId', 'is not', null).execute();
    expect(assignees).toHaveLength(4);
  });

  it('adds to existing issues: numbers go on without gaps and new issues land above the old ones', async () => {
    const before = await projectNumbers('acme');
    const report = await seedIssues(database.db, { issues: 100, randomSeed: 2 });
    expect(report.workspace.created).toBe(false);
    expect(report.projects.map(({ key, created, firstNumber, lastNumber }) => [key, created, firstNumber, lastNumber])).toEqual([
      ['WEB', false, 76, 125],
      ['MOB', false, 76, 125],
    ]);
    const after = await projectNumbers('acme');
    for (const project of after) {
      const count = before.find(({ key }) => key === project.key)!.count + (['WEB', 'MOB'].includes(project.key) ? 50 : 0);
      expect(project).toMatchObject({ count, issueCounter: count, distinct: count });
      if (count > 0) expect(project).toMatchObject({ min: 1, max: count });
    }
    expect(await misplacedIssues('acme')).toBe(0);
  });

  it('refuses issues that break the rules, naming the field, and writes none of them', async () => {
    const acme = await workspaceOf('acme');
    const globex = await workspaceOf('globex');
    const project = await database.db.selectFrom('projects').select('id').where('workspaceId', '=', acme.id).where('key', '=', 'WEB').executeTakeFirstOrThrow();
    const [admin] = await database.db.selectFrom('memberships').select('userId').where('workspaceId', '=', acme.id).where('role', '=', 'org:admin').execute();
    const [acmeLabel] = await database.db.selectFrom('labels').select('id').where('workspaceId', '=', acme.id).execute();
    await loggedTestWrite(database.db, 'label', 'CREATED', (trx) =>
      trx.insertInto('labels').values({ workspaceId: globex.id, name: 'Foreign', color: '#e5484d' }).returningAll().execute(),
    );
    const globexLabel = await database.db.selectFrom('labels').select('id').where('workspaceId', '=', globex.id).executeTakeFirstOrThrow();
    const valid: IssueSeed = {
      projectId: project.id,
      title: 'Fine',
      status: 'TODO',
      priority: 'LOW',
      assigneeId: null,
      createdBy: admin.userId,
      dueDate: null,
      labelIds: [acmeLabel.id],
      createdAt: new Date(),
    };
    const counters = async () => (await projectNumbers('acme')).map(({ key, issueCounter }) => [key, issueCounter] as const);
    const countersBefore = await counters();
    const webCounter = countersBefore.find(([key]) => key === 'WEB')![1];
    const cases: Array<[Partial<IssueSeed>, string]> = [
      [{ title: '   ' }, 'issues[1].title'],
      [{ title: 'x'.repeat(201) }, 'issues[1].title'],
      [{ title: 'bidi \u202E override' }, 'issues[1].title'],
      [{ labelIds: [globexLabel.id] }, 'issues[1].labelIds'],
      [{ assigneeId: 'user_nobody' }, 'issues[1].assigneeId'],
      [{ status: 'WONTFIX' as IssueSeed['status'] }, 'issues[1].status'],
    ];
    for (const [change, field] of cases) {
      const refusal = await insertIssues(database.db, acme.id, [valid, { ...valid, ...change }]).catch((error: unknown) => error);
      expect(isLanesError(refusal) && [refusal.code, refusal.field]).toEqual(['BAD_USER_INPUT', field]);
    }
    expect(await counters()).toEqual(countersBefore);
    const inserted = await insertIssues(database.db, acme.id, [valid]);
    expect([...inserted.projects.values()]).toEqual([{ count: 1, firstNumber: webCounter + 1, lastNumber: webCounter + 1 }]);
  });
});
