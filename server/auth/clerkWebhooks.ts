// POST /webhooks/clerk: Clerk tells the server about people, organizations and memberships as they change, so names,
// images, roles and memberships stay current between sign-ins, and a removal takes effect at once. Deliveries are
// verified with svix (signature and timestamp tolerance); a repeated delivery (same svix-id) is applied once; each
// object's own timestamps decide, so a delivery arriving late never undoes a newer state.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook, WebhookVerificationError } from 'svix';
import type { DB } from '../db/database';
import { applyReportedMembership, memberIdsOf, workspacesOfMember } from '../features/members/domain';
import { anonymiseUser, findUserById, upsertUserFromClaims } from '../features/users/domain';
import { findOrganizationWorkspace, upsertOrganizationWorkspace } from '../features/workspaces/domain';
import { HttpError, sendError, sendJson } from '../http/json';
import type { LiveAccess } from '../live/access';
import { requestFieldsOf, type RequestLogFields } from '../observability/logger';

export const CLERK_WEBHOOK_PATH = '/webhooks/clerk';

/** Clerk's payloads are a few kilobytes; this bounds what is read before the signature is checked. */
const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

export interface ClerkWebhookOptions {
  db: DB;
  access: LiveAccess;
  signingSecret: string;
  log?: (message: string, error: unknown, fields?: RequestLogFields) => void;
}

interface ClerkEvent {
  type: string;
  /** When Clerk emitted the event (ms since the epoch). */
  timestamp?: number;
  data: Record<string, unknown>;
}

// The parts of Clerk's objects the server keeps.
interface ClerkUser {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
  image_url?: string | null;
  primary_email_address_id?: string | null;
  email_addresses?: Array<{ id: string; email_address: string }>;
  updated_at?: number;
}

interface ClerkOrganization {
  id: string;
  name?: string | null;
  slug?: string | null;
  updated_at?: number;
}

interface ClerkMembership {
  id: string;
  role: string;
  created_at?: number;
  updated_at?: number;
  organization: ClerkOrganization;
  public_user_data: { user_id: string; first_name?: string | null; last_name?: string | null; image_url?: string | null; identifier?: string | null };
}

const EPOCH = new Date(0);

function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last].filter((part) => part && part.trim()).join(' ').trim();
  return name || null;
}

export function createClerkWebhooks({ db, access, signingSecret, log = console.error }: ClerkWebhookOptions) {
  const webhook = new Webhook(signingSecret);

  /** When the event happened: its own timestamp, else the delivery's signed one. */
  const eventTime = (event: ClerkEvent, signedAt: Date) => (typeof event.timestamp === 'number' ? new Date(event.timestamp) : signedAt);

  const organizationWorkspace = (organization: ClerkOrganization) =>
    upsertOrganizationWorkspace(db, {
      orgId: organization.id,
      slug: organization.slug ?? null,
      name: organization.name ?? null,
      // Without its own timestamp the organization is created if missing, and never overwrites anything.
      asOf: organization.updated_at ? new Date(organization.updated_at) : EPOCH,
    });

  const handlers: Record<string, (event: ClerkEvent, at: Date) => Promise<void>> = {
    'user.created': (event) => applyUser(event.data as unknown as ClerkUser),
    'user.updated': (event) => applyUser(event.data as unknown as ClerkUser),
    'user.deleted': async (event, at) => {
      const userId = String(event.data.id);
      // Issues and projects refer to the person: the row stays, anonymised; every membership ends now.
      await anonymiseUser(db, userId, at);
      for (const workspaceId of await workspacesOfMember(db, userId)) await access.removeMembership(workspaceId, userId, { at });
    },
    'organization.created': async (event) => {
      await organizationWorkspace(event.data as unknown as ClerkOrganization);
    },
    'organization.updated': async (event) => {
      await organizationWorkspace(event.data as unknown as ClerkOrganization);
    },
    'organization.deleted': async (event, at) => {
      const workspace = await findOrganizationWorkspace(db, String(event.data.id));
      if (!workspace) return;
      // The workspace's data stays (nobody can reach it); everyone's access ends now.
      for (const userId of await memberIdsOf(db, workspace.id)) await access.removeMembership(workspace.id, userId, { at });
    },
    'organizationMembership.created': (event) => applyMembership(event.data as unknown as ClerkMembership, true),
    'organizationMembership.updated': (event) => applyMembership(event.data as unknown as ClerkMembership, false),
    'organizationMembership.deleted': async (event, at) => {
      const membership = event.data as unknown as ClerkMembership;
      const workspace = await organizationWorkspace(membership.organization);
      await access.removeMembership(workspace.id, membership.public_user_data.user_id, { at });
    },
  };

  async function applyUser(user: ClerkUser) {
    const email = user.email_addresses?.find((address) => address.id === user.primary_email_address_id)?.email_address ?? null;
    await upsertUserFromClaims(db, {
      id: user.id,
      name: fullName(user.first_name, user.last_name) ?? user.username ?? null,
      email,
      imageUrl: user.image_url ?? null,
      asOf: user.updated_at ? new Date(user.updated_at) : EPOCH,
    });
  }

  async function applyMembership(membership: ClerkMembership, created: boolean) {
    const person = membership.public_user_data;
    const existing = await findUserById(db, person.user_id);
    if (existing?.deletedAt) return;
    if (!existing) {
      // The person's own user.created may come later: their public data names them until then.
      await upsertUserFromClaims(db, {
        id: person.user_id,
        name: fullName(person.first_name, person.last_name),
        email: person.identifier?.includes('@') ? person.identifier : null,
        imageUrl: person.image_url ?? null,
        asOf: EPOCH,
      });
    }
    const workspace = await organizationWorkspace(membership.organization);
    const updatedAt = membership.updated_at ?? membership.created_at;
    await applyReportedMembership(db, {
      workspaceId: workspace.id,
      userId: person.user_id,
      role: membership.role,
      asOf: updatedAt ? new Date(updatedAt) : new Date(),
      created,
    });
  }

  /** Records the delivery; false when it was applied already. */
  async function firstDelivery(id: string): Promise<boolean> {
    const inserted = await db.insertInto('webhookDeliveries').values({ id }).onConflict((conflict) => conflict.column('id').doNothing()).returning('id').executeTakeFirst();
    return inserted !== undefined;
  }

  return async function handleClerkWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (req.method !== 'POST') throw new HttpError(405, 'BAD_USER_INPUT', 'Use POST.', undefined, { Allow: 'POST' });
      const body = await readRawBody(req);
      const headers = {
        'svix-id': header(req, 'svix-id'),
        'svix-timestamp': header(req, 'svix-timestamp'),
        'svix-signature': header(req, 'svix-signature'),
      };
      let event: ClerkEvent;
      try {
        webhook.verify(body, headers);
        event = JSON.parse(body) as ClerkEvent;
      } catch (error) {
        if (error instanceof WebhookVerificationError || error instanceof SyntaxError) {
          throw new HttpError(400, 'BAD_USER_INPUT', 'The delivery is not signed with this endpoint\'s secret, or is too old.');
        }
        throw error;
      }
      const handler = handlers[event.type];
      if (!handler || typeof event.data !== 'object' || event.data === null) {
        sendJson(res, 200, { received: true, applied: false });
        return;
      }
      if (!(await firstDelivery(headers['svix-id']))) {
        sendJson(res, 200, { received: true, applied: false, reason: 'already applied' });
        return;
      }
      try {
        await handler(event, eventTime(event, new Date(Number(headers['svix-timestamp']) * 1000)));
      } catch (error) {
        // Not applied: forget the delivery, so that Clerk's retry applies it.
        await db.deleteFrom('webhookDeliveries').where('id', '=', headers['svix-id']).execute();
        throw error;
      }
      sendJson(res, 200, { received: true, applied: true });
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error.status, error, error.headers);
      log('Applying a Clerk webhook failed:', error, requestFieldsOf(req));
      sendJson(res, 500, { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' } });
    }
  };
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

async function readRawBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_WEBHOOK_BODY_BYTES) throw new HttpError(413, 'BAD_USER_INPUT', 'The request body is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_WEBHOOK_BODY_BYTES) throw new HttpError(413, 'BAD_USER_INPUT', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
