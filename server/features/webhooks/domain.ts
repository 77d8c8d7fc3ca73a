// Outgoing webhooks: endpoints (validation, secrets and their rotation) and the deliveries they are sent, as rows.
// Every function takes the workspace and touches nothing outside it. These tables are no workspace's shared data
// (nobody follows them live, the change log does not carry them: an admin's settings and the webhooks' bookkeeping),
// except an endpoint's disabling by the worker, which is logged with the admins' notifications of it.
import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { logHead, type LoggedChange } from '../../db/changeLog';
import type { DB } from '../../db/database';
import type { OutgoingDeliveriesTable, WebhookEndpointsTable } from '../../db/schema';
import { badInput } from '../../errors';
import { attachmentPath } from '../attachments/domain';
import { endpointUrlProblem } from './addresses';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<OutgoingDeliveriesTable>;

/** What an endpoint may ask for: the changes of one kind of thing, or ALL (every kind, those added later too). */
export const EVENT_CATEGORIES = ['ISSUE', 'COMMENT', 'PROJECT', 'LABEL', 'MEMBER', 'ALL'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** The change-log entities a webhook sends, and the category each belongs to (the rest are nobody's webhook). */
const CATEGORY_OF_ENTITY: Partial<Record<LoggedChange['entityType'], Exclude<EventCategory, 'ALL'>>> = {
  issue: 'ISSUE',
  // A file attached to an issue or removed from it (its metadata: name, type, size, digest; an attached one's address).
  attachment: 'ISSUE',
  comment: 'COMMENT',
  project: 'PROJECT',
  label: 'LABEL',
  member: 'MEMBER',
  invitation: 'MEMBER',
};

/** How long a rotated-out secret still signs deliveries, beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
const MAX_DESCRIPTION = 500;
/** The most endpoints a workspace may have. */
const MAX_ENDPOINTS = 20;

/** A new signing secret in the Standard Webhooks format: whsec_ and the base64 of 24 random bytes. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export const eventTypesOf = (endpoint: Pick<EndpointRow, 'eventTypes'>) => endpoint.eventTypes as EventCategory[];

/** The event a change is to receivers (`issue.updated`), with its category; null for a change no webhook sends. */
export function webhookEventOf(change: LoggedChange): { type: string; category: Exclude<EventCategory, 'ALL'> } | null {
  const category = CATEGORY_OF_ENTITY[change.entityType];
  return category ? { type: `${change.entityType}.${change.kind.toLowerCase()}`, category } : null;
}

/**
 * What a receiver gets for a change: its type, when it happened, and the thing as it is after it (with what changed).
 * An attached file comes with its lasting address on the server's public origin (a token of the workspace opens it).
 */
export function payloadOf(change: LoggedChange, type: string, publicUrl: string) {
  const data = change.row !== null && typeof change.row === 'object' ? { ...(change.row as Record<string, unknown>) } : {};
  if (change.entityType === 'attachment' && change.kind === 'CREATED' && typeof data.id === 'string' && typeof data.fileName === 'string') {
    data.url = `${publicUrl}${attachmentPath({ id: data.id, fileName: data.fileName })}`;
  }
  return { type, timestamp: change.at.toISOString(), data: change.changes.length > 0 ? { ...data, changes: change.changes } : data };
}

export const wants = (endpoint: Pick<EndpointRow, 'eventTypes'>, category: EventCategory) =>
  eventTypesOf(endpoint).some((wanted) => wanted === 'ALL' || wanted === category);

export interface EndpointInput {
  url?: string | null;
  description?: string | null;
  eventTypes?: readonly EventCategory[] | null;
  enabled?: boolean | null;
}

function validUrl(url: string, allowPrivate: boolean): string {
  const trimmed = url.trim();
  const problem = endpointUrlProblem(trimmed, allowPrivate);
  if (problem) throw badInput('url', problem);
  return trimmed;
}

function validDescription(description: string): string {
  const trimmed = description.trim();
  if (trimmed.length > MAX_DESCRIPTION) throw badInput('description', `The description is too long (${MAX_DESCRIPTION} characters at most).`);
  return trimmed;
}

function validEventTypes(eventTypes: readonly EventCategory[]): EventCategory[] {
  if (eventTypes.length === 0) throw badInput('eventTypes', 'Choose at least one kind of event to send.');
  return eventTypes.includes('ALL') ? ['ALL'] : EVENT_CATEGORIES.filter((category) => eventTypes.includes(category));
}

export function listEndpoints(db: DB, workspaceId: string): Promise<EndpointRow[]> {
  return db.selectFrom('webhookEndpoints').selectAll().where('workspaceId', '=', workspaceId).orderBy('createdAt').orderBy('id').execute();
}

export function findEndpoint(db: DB, workspaceId: string, id: string): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhookEndpoints').selectAll().where('workspaceId', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

export async function createEndpoint(
  db: DB,
  workspaceId: string,
  userId: string,
  input: EndpointInput & { url: string },
  allowPrivate: boolean,
): Promise<EndpointRow> {
  const values = {
    url: validUrl(input.url, allowPrivate),
    description: validDescription(input.description ?? ''),
    eventTypes: JSON.stringify(validEventTypes(input.eventTypes ?? ['ALL'])),
    enabled: input.enabled ?? true,
  };
  const count = await db.selectFrom('webhookEndpoints').select((eb) => eb.fn.countAll<string>().as('count')).where('workspaceId', '=', workspaceId).executeTakeFirstOrThrow();
  if (Number(count.count) >= MAX_ENDPOINTS) throw badInput('url', `A workspace may have ${MAX_ENDPOINTS} webhooks at most.`);
  // It is sent the changes made from now on, not the workspace's past.
  const afterSeq = String(await logHead(db, workspaceId));
  return db
    .insertInto('webhookEndpoints')
    .values({ ...values, workspaceId, secret: newSecret(), afterSeq, createdBy: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes what `input` sets; enabling one clears why it was disabled and its run of failures. */
export async function updateEndpoint(db: DB, workspaceId: string, id: string, input: EndpointInput, allowPrivate: boolean): Promise<EndpointRow | undefined> {
  const enabling = input.enabled === true;
  return db
    .updateTable('webhookEndpoints')
    .set({
      ...(input.url != null && { url: validUrl(input.url, allowPrivate) }),
      ...(input.description != null && { description: validDescription(input.description) }),
      ...(input.eventTypes != null && { eventTypes: JSON.stringify(validEventTypes(input.eventTypes)) }),
      ...(input.enabled != null && { enabled: input.enabled }),
      ...(enabling && { disabledReason: null, failureCount: 0 }),
      updatedAt: sql`now()`,
    })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteEndpoint(db: DB, workspaceId: string, id: string): Promise<EndpointRow | undefined> {
  return db.deleteFrom('webhookEndpoints').where('workspaceId', '=', workspaceId).where('id', '=', id).returningAll().executeTakeFirst();
}

/** A new secret; the one it replaces still signs deliveries (beside it) for ROTATION_OVERLAP_MS. */
export function rotateSecret(db: DB, workspaceId: string, id: string, now: Date = new Date()): Promise<EndpointRow | undefined> {
  return db
    .updateTable('webhookEndpoints')
    .set((eb) => ({
      previousSecret: eb.ref('secret'),
      previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
      secret: newSecret(),
      updatedAt: sql`now()`,
    }))
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The secrets that sign a delivery at `now`: the endpoint's, and during a rotation's overlap the one it replaced. */
export function signingSecrets(endpoint: Pick<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>, now: Date): string[] {
  const overlapping = endpoint.previousSecret && endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > now;
  return overlapping ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** The deliveries an endpoint's log shows, newest first. */
export function listDeliveries(db: DB, workspaceId: string, endpointId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('outgoingDeliveries')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('endpointId', '=', endpointId)
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
}

export function findDelivery(db: DB, workspaceId: string, id: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('outgoingDeliveries').selectAll().where('workspaceId', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

/** Sends a delivery's payload again, as a new delivery after the endpoint's others. */
export async function resendDelivery(db: DB, workspaceId: string, id: string): Promise<DeliveryRow | undefined> {
  const original = await findDelivery(db, workspaceId, id);
  if (!original) return undefined;
  return db
    .insertInto('outgoingDeliveries')
    .values({
      workspaceId,
      endpointId: original.endpointId,
      seq: original.seq,
      eventType: original.eventType,
      payload: JSON.stringify(original.payload),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
