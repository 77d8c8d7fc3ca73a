// POST /webhooks/clerk: Clerk tells the server about people, organizations and memberships as they change, so names,
// images, roles and memberships stay current between sign-ins, and a removal or role change takes effect at once.
// Deliveries are verified with Standard Webhooks (Clerk signs through Svix: signature and timestamp tolerance) and their
// events' shapes checked (clerkEvents.ts); a delivery's id is recorded in the transaction that applies it, so a
// repeated delivery is applied once and a failed one (whatever stopped it) is applied by the retry; each object's own
// timestamps decide, so a delivery arriving late never undoes a newer state. Live access changes after the commit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { DB } from '../db/database';
import { loggedTransaction } from '../db/loggedTransaction';
import type { Directory } from '../features/directory';
import { HttpError, sendError, sendJson } from '../http/json';
import type { LiveAccess } from '../live/access';
import { requestFieldsOf, type RequestLogFields } from '../observability/logger';
import { MalformedEventError, parseClerkEvent, type ClerkEvent, type ClerkMembership, type ClerkOrganization, type ClerkUser } from './clerkEvents';
import { endSessionsOf } from './localAccounts';

export const CLERK_WEBHOOK_PATH = '/webhooks/clerk';

/** Clerk's payloads are a few kilobytes; this bounds what is read before the signature is checked. */
const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

export interface ClerkWebhookOptions {
  db: DB;
  /** People, organizations and memberships (the features', handed over by server/app.ts). */
  directory: Pick<
    Directory,
    | 'findUserById'
    | 'upsertUserFromClaims'
    | 'anonymiseUser'
    | 'findOrganizationWorkspace'
    | 'upsertOrganizationWorkspace'
    | 'applyReportedMembership'
    | 'removeMember'
    | 'workspacesOfMember'
    | 'memberIdsOf'
  >;
  access: LiveAccess;
  signingSecret: string;
  log?: (message: string, error: unknown, fields?: RequestLogFields) => void;
}

/** What applying an event inside its transaction leaves to do once it commits: the live access it ends or changes. */
type AfterCommit = Array<() => Promise<void>>;

const EPOCH = new Date(0);

/** A repeated delivery: its transaction rolls back, changing nothing. */
class AlreadyApplied extends Error {}

function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last].filter((part) => part && part.trim()).join(' ').trim();
  return name || null;
}

export function createClerkWebhooks({ db, directory, access, signingSecret, log = console.error }: ClerkWebhookOptions) {
  const webhook = new Webhook(signingSecret);

  const organizationWorkspace = (trx: DB, organization: ClerkOrganization) =>
    directory.upsertOrganizationWorkspace(trx, {
      orgId: organization.id,
      slug: organization.slug ?? null,
      name: organization.name ?? null,
      // Without its own timestamp the organization is created if missing, and never overwrites anything.
      asOf: organization.updated_at ? new Date(organization.updated_at) : EPOCH,
    });

  const removeFrom = async (trx: DB, workspaceId: string, userId: string, at: Date, after: AfterCommit) => {
    if (await directory.removeMember(trx, workspaceId, userId, { at })) after.push(() => access.membershipRemoved(workspaceId, userId));
  };

  /** Applies the event in the transaction; what live access must do once it commits goes in `after`. */
  async function apply(trx: DB, event: ClerkEvent, at: Date, after: AfterCommit): Promise<void> {
    switch (event.type) {
      case 'user.created':
      case 'user.updated':
        return applyUser(trx, event.data);
      case 'user.deleted': {
        const userId = event.data.id;
        // Issues and projects refer to the person: the row stays, anonymised; every membership and built-in session ends now.
        await directory.anonymiseUser(trx, userId, at);
        for (const sessionId of await endSessionsOf(trx, userId)) after.push(() => access.endSession(sessionId));
        for (const workspaceId of await directory.workspacesOfMember(trx, userId)) await removeFrom(trx, workspaceId, userId, at, after);
        return;
      }
      case 'organization.created':
      case 'organization.updated':
        await organizationWorkspace(trx, event.data);
        return;
      case 'organization.deleted': {
        const workspace = await directory.findOrganizationWorkspace(trx, event.data.id);
        if (!workspace) return;
        // The workspace's data stays (nobody can reach it); everyone's access ends now.
        for (const userId of await directory.memberIdsOf(trx, workspace.id)) await removeFrom(trx, workspace.id, userId, at, after);
        return;
      }
      case 'organizationMembership.created':
      case 'organizationMembership.updated':
        return applyMembership(trx, event.data, event.type === 'organizationMembership.created', after);
      case 'organizationMembership.deleted': {
        const workspace = await organizationWorkspace(trx, event.data.organization);
        return removeFrom(trx, workspace.id, event.data.public_user_data.user_id, at, after);
      }
    }
  }

  async function applyUser(trx: DB, user: ClerkUser) {
    const email = user.email_addresses?.find((address) => address.id === user.primary_email_address_id)?.email_address ?? null;
    await directory.upsertUserFromClaims(trx, {
      id: user.id,
      name: fullName(user.first_name, user.last_name) ?? user.username ?? null,
      email,
      imageUrl: user.image_url ?? null,
      asOf: user.updated_at ? new Date(user.updated_at) : EPOCH,
    });
  }

  async function applyMembership(trx: DB, membership: ClerkMembership, created: boolean, after: AfterCommit) {
    const person = membership.public_user_data;
    const existing = await directory.findUserById(trx, person.user_id);
    if (existing?.deletedAt) return;
    if (!existing) {
      // The person's own user.created may come later: their public data names them until then.
      await directory.upsertUserFromClaims(trx, {
        id: person.user_id,
        name: fullName(person.first_name, person.last_name),
        email: person.identifier?.includes('@') ? person.identifier : null,
        imageUrl: person.image_url ?? null,
        asOf: EPOCH,
      });
    }
    const workspace = await organizationWorkspace(trx, membership.organization);
    const updatedAt = membership.updated_at ?? membership.created_at;
    const written = await directory.applyReportedMembership(trx, {
      workspaceId: workspace.id,
      userId: person.user_id,
      role: membership.role,
      asOf: updatedAt ? new Date(updatedAt) : new Date(),
      created,
    });
    // The person's tokens claim the role they had when issued: the membership decides from now on.
    if (written) after.push(() => access.membershipChanged(workspace.id, person.user_id));
  }

  /** Records the delivery in the transaction applying it; AlreadyApplied (rolling it back) when it was recorded before. */
  async function recordDelivery(trx: DB, id: string): Promise<void> {
    const inserted = await trx.insertInto('webhookDeliveries').values({ id }).onConflict((conflict) => conflict.column('id').doNothing()).returning('id').executeTakeFirst();
    if (!inserted) throw new AlreadyApplied();
  }

  return async function handleClerkWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (req.method !== 'POST') throw new HttpError(405, 'BAD_USER_INPUT', 'Use POST.', undefined, { Allow: 'POST' });
      const body = await readRawBody(req);
      // Clerk signs through Svix, whose headers are Standard Webhooks' under another prefix.
      const headers = {
        'webhook-id': header(req, 'svix-id'),
        'webhook-timestamp': header(req, 'svix-timestamp'),
        'webhook-signature': header(req, 'svix-signature'),
      };
      let payload: unknown;
      try {
        payload = webhook.verify(body, headers);
      } catch (error) {
        if (error instanceof WebhookVerificationError || error instanceof SyntaxError) {
          throw new HttpError(400, 'BAD_USER_INPUT', 'The delivery is not signed with this endpoint\'s secret, or is too old.');
        }
        throw error;
      }
      let event: ClerkEvent | null;
      try {
        event = parseClerkEvent(payload);
      } catch (error) {
        if (error instanceof MalformedEventError) throw new HttpError(400, 'BAD_USER_INPUT', `The event is malformed: ${error.message}`);
        throw error;
      }
      if (!event) {
        sendJson(res, 200, { received: true, applied: false });
        return;
      }
      // When the event happened: its own timestamp, else the delivery's signed one.
      const at = new Date(event.timestamp ?? Number(headers['webhook-timestamp']) * 1000);
      const after: AfterCommit = [];
      try {
        // A logged transaction: the changes of every workspace the event touches are recorded at its end.
        await loggedTransaction(db, async (trx) => {
          // First, so that a concurrent repeat of the delivery waits for this one and then finds it recorded.
          await recordDelivery(trx, headers['webhook-id']);
          await apply(trx, event, at, after);
        });
      } catch (error) {
        if (!(error instanceof AlreadyApplied)) throw error;
        sendJson(res, 200, { received: true, applied: false, reason: 'already applied' });
        return;
      }
      for (const effect of after) await effect();
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
