// Demo data for a fresh database: two organizations with members of every role and a few projects each, so the app
// looks alive and tenant isolation can be seen; Acme's first two projects hold about 150 issues with labels, assignees
// and due dates. Written only when the database has no user yet. Also `npm run seed`'s bulk issues (seedIssues).
// Everything goes through the domain's rules: accounts, workspaces, projects and labels through their domain
// functions, issues through insertIssues (server/seedIssues.ts).
import { sql } from 'kysely';
import { clerkLikeId, validateSlug } from './auth/localAccounts';
import { createAccount, findUserByEmail } from './features/users/accounts';
import type { DB } from './db/database';
import { loggedTransaction } from './db/loggedTransaction';
import { isLanesError, isUniqueViolation } from './errors';
import { createLabel } from './features/labels/domain';
import { saveView } from './features/views/domain';
import { createProject } from './features/projects/domain';
import { addIssueRelation, setIssueParent } from './features/subissues/domain';
import { anyUser } from './features/users/domain';
import { addMember, createOrganizationWorkspace, membersOf, type WorkspaceRow } from './features/workspaces/domain';
import { generateIssues, seededRandom } from './seedContent';
import { seedDemoCycles } from './seedCycles';
import { insertIssues } from './seedIssues';
import { LABEL_PALETTE } from '../src/rules/label';

const VIEWER_ROLE = 'org:viewer';
const DAY_MS = 86_400_000;

interface SeedOrganization {
  slug: string;
  name: string;
  members: Array<{ email: string; name: string; role: string }>;
  projects: Array<{ key: string; name: string; description: string }>;
  labels?: Array<{ name: string; color: string }>;
  /** Issues spread over the first `projects` projects. */
  issues?: { count: number; projects: number };
}

/** The demo's labels (and the first ones `npm run seed` makes in a workspace without labels). */
export const DEMO_LABELS = [
  { name: 'Bug', color: '#e5484d' },
  { name: 'Feature', color: '#0090ff' },
  { name: 'Design', color: '#6e56cf' },
  { name: 'Performance', color: '#f76b15' },
  { name: 'Accessibility', color: '#12a594' },
  { name: 'Docs', color: '#8b8d98' },
];

export const DEMO_ORGANIZATIONS: SeedOrganization[] = [
  {
    slug: 'acme',
    name: 'Acme Inc.',
    members: [
      { email: 'admin@acme.test', name: 'Ada Admin', role: 'org:admin' },
      { email: 'member@acme.test', name: 'Max Member', role: 'org:member' },
      { email: 'viewer@acme.test', name: 'Vera Viewer', role: 'org:viewer' },
    ],
    projects: [
      { key: 'WEB', name: 'Website', description: 'The public website: landing pages, pricing and the blog.' },
      { key: 'MOB', name: 'Mobile app', description: 'The iOS and Android apps.' },
      { key: 'API', name: 'Public API', description: 'The REST and webhook API that customers build on.' },
    ],
    labels: DEMO_LABELS,
    issues: { count: 150, projects: 2 },
  },
  {
    slug: 'globex',
    name: 'Globex',
    members: [{ email: 'admin@globex.test', name: 'Gus Globex', role: 'org:admin' }],
    projects: [
      { key: 'OPS', name: 'Operations', description: 'Infrastructure, on-call and incident follow-ups.' },
      { key: 'RND', name: 'Research', description: 'Prototypes and experiments.' },
    ],
  },
];

/**
 * The demo's saved views (#21): one shared by the admin (the website's urgent and high-priority issues, by priority),
 * one of the member's own (their open work in My issues).
 */
async function seedDemoViews(db: DB, workspaceId: string, adminId: string, memberId: string, websiteId: string) {
  await saveView(db, workspaceId, adminId, {
    name: 'Urgent and high first',
    shared: true,
    scope: 'PROJECT',
    projectId: websiteId,
    filter: { priorities: ['URGENT', 'HIGH'] },
    orderBy: 'PRIORITY',
    layout: 'LIST',
  });
  await saveView(db, workspaceId, memberId, {
    name: 'My open work',
    shared: false,
    scope: 'MY_ISSUES',
    projectId: null,
    myIssues: 'ASSIGNED',
    filter: { statuses: ['TODO', 'IN_PROGRESS', 'IN_REVIEW'] },
    orderBy: 'UPDATED',
    layout: 'LIST',
  });
}

/** Seeds the demo organizations when the database has no user; true when it did. Writes through the domain. */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  const withCycles: Array<{ workspaceId: string; adminId: string }> = [];
  try {
    const seeded = await loggedTransaction(db, async (trx) => {
      if (await anyUser(trx)) return false;
      for (const organization of DEMO_ORGANIZATIONS) {
        const members = [];
        for (const member of organization.members) {
          // clock_timestamp(): distinct creation times, so the sign-in screen lists the accounts in this order.
          const user = await createAccount(trx, { ...member, demo: true, createdAt: sql<Date>`clock_timestamp()` });
          members.push({ userId: user.id, role: member.role });
        }
        const workspace = await createOrganizationWorkspace(trx, {
          orgId: clerkLikeId('org'),
          slug: organization.slug,
          name: organization.name,
          adminUserId: members[0].userId,
        });
        for (const { userId, role } of members) await addMember(trx, workspace.id, userId, role);
        // Oldest first, so the newest-first list shows them in this order.
        const projects = [];
        for (const project of organization.projects) projects.push(await createProject(trx, workspace.id, members[0].userId, project));
        const labels = [];
        for (const label of organization.labels ?? []) labels.push(await createLabel(trx, workspace.id, members[0].userId, label));
        if (organization.issues) {
          const now = new Date();
          const issues = generateIssues(organization.issues.count, {
            projects: projects.slice(0, organization.issues.projects),
            members: members.filter(({ role }) => role !== VIEWER_ROLE).map(({ userId }) => userId),
            labels: labels.map((label) => label.id),
            now,
            random: seededRandom(6),
          }, { from: new Date(now.getTime() - 45 * DAY_MS), to: now });
          await insertIssues(trx, workspace.id, issues);
          await seedStructure(trx, workspace.id, projects[0].id, members[0].userId);
          withCycles.push({ workspaceId: workspace.id, adminId: members[0].userId });
        }
        if (organization.slug === 'acme') await seedDemoViews(trx, workspace.id, members[0].userId, members[1].userId, projects[0].id);
      }
      return true;
    });
    // After the issues' transaction: the cycles' history is dated back once its changes are recorded (seedCycles.ts).
    if (seeded) for (const { workspaceId, adminId } of withCycles) await seedDemoCycles(db, workspaceId, adminId, new Date());
    return seeded;
  } catch (error) {
    // Another instance seeded the same database at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * A few sub-issues and relations among the first project's open issues: the first is the parent of the next three,
 * the fifth of the sixth, the fifth blocks the seventh, the eighth relates to the first and duplicates the ninth.
 */
async function seedStructure(trx: DB, workspaceId: string, projectId: string, actorId: string): Promise<void> {
  const open = await trx
    .selectFrom('issues')
    .select('id')
    .where('projectId', '=', projectId)
    .where('status', 'not in', ['DONE', 'CANCELED'])
    .orderBy('number')
    .limit(9)
    .execute();
  if (open.length < 9) return;
  const [first, second, third, fourth, fifth, sixth, seventh, eighth, ninth] = open.map((issue) => issue.id);
  for (const child of [second, third, fourth]) await setIssueParent(trx, workspaceId, actorId, child, first);
  await setIssueParent(trx, workspaceId, actorId, sixth, fifth);
  await addIssueRelation(trx, workspaceId, actorId, fifth, seventh, 'BLOCKS');
  await addIssueRelation(trx, workspaceId, actorId, eighth, first, 'RELATES_TO');
  await addIssueRelation(trx, workspaceId, actorId, eighth, ninth, 'DUPLICATES');
}

export interface SeedIssuesOptions {
  issues: number;
  /** Projects to spread over (default 2): the workspace's oldest active ones, made when it has fewer. */
  projects?: number;
  /** Members who create and are assigned issues (default: every member but viewers), made when it has fewer. */
  members?: number;
  /** Labels to put on issues (default 6): the workspace's first by name, made when it has fewer. */
  labels?: number;
  /** The organization's slug (default acme), made with its demo members when it does not exist. */
  workspace?: string;
  /** Seed of the generated data. */
  randomSeed?: number;
}

export interface SeedIssuesReport {
  workspace: { slug: string; name: string; created: boolean };
  projects: Array<{ key: string; name: string; created: boolean; issues: number; firstNumber: number; lastNumber: number }>;
  members: Array<{ name: string; email: string | null; created: boolean }>;
  labels: Array<{ name: string; created: boolean }>;
  issues: number;
  labelLinks: number;
}

/** Issues per transaction: each batch commits on its own, so a running server's creations interleave. */
const BATCH = 25_000;

/** `npm run seed`: generated issues in an organization, spread over its projects, members and labels (made as needed). */
export async function seedIssues(db: DB, options: SeedIssuesOptions): Promise<SeedIssuesReport> {
  const slug = validateSlug(options.workspace ?? 'acme');
  const { workspace, created } = await ensureOrganization(db, slug);
  const members = await ensureMembers(db, workspace, options.members);
  const projects = await ensureProjects(db, workspace, options.projects ?? 2, members[0].userId);
  const labels = await ensureLabels(db, workspace, options.labels ?? DEMO_LABELS.length, members[0].userId);

  const now = new Date();
  const spread = {
    projects: projects.map(({ row }) => row),
    members: members.map(({ userId }) => userId),
    labels: labels.map(({ row }) => row.id),
    now,
    random: seededRandom(options.randomSeed ?? Date.now()),
  };
  const report: SeedIssuesReport = {
    workspace: { slug, name: workspace.name, created },
    projects: projects.map(({ row, created }) => ({ key: row.key, name: row.name, created, issues: 0, firstNumber: 0, lastNumber: 0 })),
    members: members.map(({ name, email, created }) => ({ name, email, created })),
    labels: labels.map(({ row, created }) => ({ name: row.name, created })),
    issues: 0,
    labelLinks: 0,
  };
  // Created over the past year, oldest first: each batch takes its share of the year, so numbers follow creation.
  const yearAgo = now.getTime() - 365 * DAY_MS;
  const at = (done: number) => new Date(yearAgo + (done / options.issues) * 365 * DAY_MS);
  for (let done = 0; done < options.issues; done += BATCH) {
    const count = Math.min(BATCH, options.issues - done);
    const inserted = await insertIssues(db, workspace.id, generateIssues(count, spread, { from: at(done), to: at(done + count) }));
    for (const [index, { row }] of projects.entries()) {
      const numbers = inserted.projects.get(row.id);
      if (!numbers) continue;
      const entry = report.projects[index];
      entry.firstNumber ||= numbers.firstNumber;
      entry.lastNumber = numbers.lastNumber;
      entry.issues += numbers.count;
    }
    report.issues += count;
    report.labelLinks += inserted.labelLinks;
  }
  // Fresh statistics: until autovacuum comes round, the planner would take the grown tables for empty ones and read
  // a whole project where an index gives its first page.
  if (report.issues > 0) await sql`analyze issues, issue_labels`.execute(db);
  return report;
}

/** The organization's workspace; made with its demo members (Acme's and Globex's, else admin, member and viewer). */
async function ensureOrganization(db: DB, slug: string): Promise<{ workspace: WorkspaceRow; created: boolean }> {
  const existing = await db.selectFrom('workspaces').selectAll().where('slug', '=', slug).where('orgId', 'is not', null).executeTakeFirst();
  if (existing) return { workspace: existing, created: false };
  const name = slug.replace(/(^|-)(\w)/g, (_match, separator: string, letter: string) => `${separator ? ' ' : ''}${letter.toUpperCase()}`);
  const organization = DEMO_ORGANIZATIONS.find((demo) => demo.slug === slug) ?? {
    slug,
    name,
    members: [
      { email: `admin@${slug}.test`, name: `${name} Admin`, role: 'org:admin' },
      { email: `member@${slug}.test`, name: `${name} Member`, role: 'org:member' },
      { email: `viewer@${slug}.test`, name: `${name} Viewer`, role: VIEWER_ROLE },
    ],
  };
  const workspace = await loggedTransaction(db, async (trx) => {
    const people = [];
    for (const member of organization.members) {
      const user = (await findUserByEmail(trx, member.email)) ?? (await createAccount(trx, { ...member, demo: true }));
      people.push({ userId: user.id, role: member.role });
    }
    const row = await createOrganizationWorkspace(trx, { orgId: clerkLikeId('org'), slug, name: organization.name, adminUserId: people[0].userId });
    for (const { userId, role } of people) await addMember(trx, row.id, userId, role);
    return row;
  });
  return { workspace, created: true };
}

const GIVEN_NAMES = ['Alex', 'Bea', 'Chen', 'Dana', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ivo', 'Jun', 'Kofi', 'Lena', 'Mira', 'Nils', 'Omar', 'Pia'];
const FAMILY_NAMES = ['Park', 'Novak', 'Silva', 'Okafor', 'Berg', 'Haddad', 'Kowalski', 'Tanaka', 'Moreau', 'Larsen', 'Quispe'];

/** The members who create and are assigned issues (not viewers): `count` of them, made as members when too few. */
async function ensureMembers(db: DB, workspace: WorkspaceRow, count: number | undefined) {
  const current = (await membersOf(db, workspace.id)).filter(({ role }) => role !== VIEWER_ROLE);
  const members = current.map((member) => ({ ...member, created: false }));
  const wanted = count ?? Math.max(1, members.length);
  for (let n = 1; members.length < wanted; n += 1) {
    const email = `person${n}@${workspace.slug}.test`;
    if (await findUserByEmail(db, email)) continue;
    const name = `${GIVEN_NAMES[(n - 1) % GIVEN_NAMES.length]} ${FAMILY_NAMES[(n - 1) % FAMILY_NAMES.length]}`;
    const user = await createAccount(db, { name, email });
    await addMember(db, workspace.id, user.id, 'org:member');
    members.push({ userId: user.id, name: user.name, email: user.email, role: 'org:member', created: true });
  }
  return members.slice(0, wanted);
}

const PROJECT_NAMES: Record<string, string> = { WEB: 'Website', MOB: 'Mobile app', API: 'Public API', OPS: 'Operations', DATA: 'Data platform' };

/** Keys WEB, MOB, API, OPS, DATA, then AA, AB, …, ZZ, AAA, … */
function* projectKeys() {
  yield* Object.keys(PROJECT_NAMES);
  for (let length = 2; length <= 5; length += 1) {
    for (let n = 0; n < 26 ** length; n += 1) {
      let key = '';
      for (let rest = n, i = 0; i < length; i += 1, rest = Math.floor(rest / 26)) key = String.fromCharCode(65 + (rest % 26)) + key;
      yield key;
    }
  }
}

/** The workspace's `count` oldest active projects, made when it has fewer. */
async function ensureProjects(db: DB, workspace: WorkspaceRow, count: number, createdBy: string) {
  const current = await db
    .selectFrom('projects')
    .selectAll()
    .where('workspaceId', '=', workspace.id)
    .where('archivedAt', 'is', null)
    .orderBy('seq')
    .limit(count)
    .execute();
  const projects = current.map((row) => ({ row, created: false }));
  const keys = projectKeys();
  while (projects.length < count) {
    const key = keys.next().value!;
    try {
      const row = await createProject(db, workspace.id, createdBy, { key, name: PROJECT_NAMES[key] ?? `Project ${key}` });
      projects.push({ row, created: true });
    } catch (error) {
      if (!(isLanesError(error) && error.code === 'CONFLICT')) throw error; // the key is taken (by an archived project)
    }
  }
  return projects;
}

/** The workspace's first `count` labels by name, made (the demo's, then numbered ones) when it has fewer. */
async function ensureLabels(db: DB, workspace: WorkspaceRow, count: number, createdBy: string) {
  const current = await db
    .selectFrom('labels')
    .selectAll()
    .where('workspaceId', '=', workspace.id)
    .orderBy(sql`lower(name)`)
    .limit(count)
    .execute();
  const labels = current.map((row) => ({ row, created: false }));
  for (let n = 0; labels.length < count; n += 1) {
    const label = DEMO_LABELS[n] ?? { name: `Label ${n + 1}`, color: LABEL_PALETTE[n % LABEL_PALETTE.length].color };
    try {
      labels.push({ row: await createLabel(db, workspace.id, createdBy, label), created: true });
    } catch (error) {
      if (!(isLanesError(error) && error.code === 'CONFLICT')) throw error; // the workspace has this label already
    }
  }
  return labels;
}
