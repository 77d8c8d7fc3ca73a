// Demo data for a fresh database: two organizations with members of every role and a few projects each, so the app
// looks alive and tenant isolation can be seen. Written only when the database has no user yet.
import { sql } from 'kysely';
import { clerkLikeId, createAccount } from './auth/localAccounts';
import type { DB } from './db/database';
import { isUniqueViolation } from './errors';
import { createProject } from './features/projects/domain';
import { anyUser } from './features/users/domain';
import { addMember, createOrganizationWorkspace } from './features/workspaces/domain';

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

/** Seeds the demo organizations when the database has no user; true when it did. Writes through the domain. */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
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
        for (const project of organization.projects) await createProject(trx, workspace.id, members[0].userId, project);
      }
      return true;
    });
  } catch (error) {
    // Another instance seeded the same database at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
