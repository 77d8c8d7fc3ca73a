// Demo data for a fresh database: two organizations with members of every role and a few projects each, so the app
// looks alive and tenant isolation can be seen. Written only when the database has no user yet.
import { sql } from 'kysely';
import { clerkLikeId } from './auth/localAccounts';
import type { DB } from './db/database';
import { isUniqueViolation } from './domain/errors';

interface SeedOrganization {
  slug: string;
  name: string;
  members: Array<{ email: string; name: string; role: string }>;
  projects: Array<{ key: string; name: string; description: string }>;
}

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

/** Seeds the demo organizations when the database has no user; true when it did. */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const anyone = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
      if (anyone) return false;
      for (const organization of DEMO_ORGANIZATIONS) {
        const workspace = await trx
          .insertInto('workspaces')
          .values({ orgId: clerkLikeId('org'), slug: organization.slug, name: organization.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        const memberIds: string[] = [];
        for (const member of organization.members) {
          const userId = clerkLikeId('user');
          memberIds.push(userId);
          await trx.insertInto('users').values({ id: userId, name: member.name, email: member.email, imageUrl: null }).execute();
          await trx
            .insertInto('localAccounts')
            .values({ email: member.email, userId, demo: true, createdAt: sql<Date>`clock_timestamp()` })
            .execute();
          await trx.insertInto('memberships').values({ workspaceId: workspace.id, userId, role: member.role }).execute();
        }
        // Oldest first, a minute apart, so the newest-first list shows them in a stable order.
        const count = organization.projects.length;
        for (const [index, project] of organization.projects.entries()) {
          const createdAt = sql<Date>`now() - make_interval(mins => ${count - index})`;
          await trx
            .insertInto('projects')
            .values({ ...project, workspaceId: workspace.id, createdBy: memberIds[0], createdAt, updatedAt: createdAt })
            .execute();
        }
      }
      return true;
    });
  } catch (error) {
    // Another instance seeded the same database at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
