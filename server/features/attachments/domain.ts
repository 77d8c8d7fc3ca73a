// Attachments: files on an issue (shown in its Files section, or embedded in its description or a comment by their
// address). The bytes are in the attachment store; a row says what the file is and who attached it. Attaching and
// removing are activity of the issue (its timeline says "attached report.pdf") and entries of the change log.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database';
import { isUuid } from '../../db/ids';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import type { AttachmentsTable } from '../../db/schema';
import { LanesError } from '../../errors';
import { recordAttachmentActivity } from '../issues/domain';
import { lockIssue } from '../issues/lock';

export type AttachmentRow = Selectable<AttachmentsTable>;

/** What a client may know of an attachment (never its URL secret): the change log's row, the export's. */
export type AttachmentMetadata = Omit<AttachmentRow, 'urlSecret'>;

export interface AttachmentLimits {
  /** The largest file, in bytes. */
  maxFileBytes: number;
  /** All of a workspace's files together, in bytes. */
  maxWorkspaceBytes: number;
}

/** The most files one issue holds: a sensible bound on a list shown whole. */
export const MAX_ATTACHMENTS_PER_ISSUE = 100;

/** The longest file name kept (longer ones are shortened, keeping their extension). */
const MAX_NAME_LENGTH = 255;

/** A refusal of an upload, with the HTTP status it is answered with. */
export class AttachmentRefusal extends LanesError {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413,
    code: ConstructorParameters<typeof LanesError>[0],
    message: string,
  ) {
    super(code, message);
  }
}

/**
 * A file name as kept: no path (a browser sends the base name, a script may send more), no control characters, not
 * empty, at most 255 characters with its extension kept.
 */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean === '' || clean === '.' || clean === '..') return 'file';
  if (clean.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** Bytes the workspace's files take together. */
export async function workspaceBytes(db: DB, workspaceId: string): Promise<number> {
  const { total } = await db
    .selectFrom('attachments')
    .select(sql<string>`coalesce(sum(byte_size), 0)::text`.as('total'))
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Refuses a file the workspace's quota has no room for (413, with what is left). */
export function assertRoom(used: number, size: number, limits: AttachmentLimits): void {
  if (used + size <= limits.maxWorkspaceBytes) return;
  const left = Math.max(0, limits.maxWorkspaceBytes - used);
  throw new AttachmentRefusal(413, 'BAD_USER_INPUT', `The workspace's files are full: ${formatBytes(left)} of ${formatBytes(limits.maxWorkspaceBytes)} left. Remove files you no longer need.`);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`;
  return `${Math.round(bytes / (1024 * 1024 * 102.4)) / 10} GB`;
}

export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  byteSize: number;
  sha256: string;
}

/**
 * Records a stored file as an attachment of the live issue of the workspace, with its activity entry and log entry, once
 * the workspace's quota and the issue's count allow it. Undefined when the issue is not one (deleted, another
 * workspace's).
 */
export async function recordAttachment(
  db: DB,
  workspaceId: string,
  actorId: string,
  issueId: string,
  file: StoredFile,
  limits: AttachmentLimits,
): Promise<AttachmentRow | undefined> {
  if (!isUuid(issueId)) return undefined;
  return loggedTransaction(db, async (trx) => {
    const issue = await lockIssue(trx, workspaceId, issueId, 'noKeyUpdate');
    if (!issue) return undefined;
    const { count } = await trx
      .selectFrom('attachments')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('issueId', '=', issue.id)
      .executeTakeFirstOrThrow();
    if (count >= MAX_ATTACHMENTS_PER_ISSUE) {
      throw new AttachmentRefusal(409, 'CONFLICT', `An issue holds at most ${MAX_ATTACHMENTS_PER_ISSUE} files: remove one first.`);
    }
    assertRoom(await workspaceBytes(trx, workspaceId), file.byteSize, limits);
    const attachment = await trx
      .insertInto('attachments')
      .values({
        id: file.id,
        workspaceId,
        issueId: issue.id,
        createdBy: actorId,
        fileName: file.name,
        contentType: file.contentType,
        byteSize: String(file.byteSize),
        sha256: file.sha256,
        urlSecret: randomBytes(32).toString('base64url'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    logChange(trx, attachmentEntry(actorId, 'CREATED', attachment, issue.projectId));
    recordAttachmentActivity(trx, actorId, issue, { from: null, to: attachment.fileName });
    return attachment;
  });
}

/** Removes the attachment (of a live issue of the workspace); undefined when there is none. Its file goes with the next sweep. */
export async function deleteAttachment(db: DB, workspaceId: string, actorId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
  if (!isUuid(attachmentId)) return undefined;
  return loggedTransaction(db, async (trx) => {
    const current = await trx.selectFrom('attachments').select('issueId').where('id', '=', attachmentId).where('workspaceId', '=', workspaceId).executeTakeFirst();
    if (!current) return undefined;
    const issue = await lockIssue(trx, workspaceId, current.issueId, 'noKeyUpdate');
    if (!issue) return undefined;
    const deleted = await trx.deleteFrom('attachments').where('id', '=', attachmentId).returningAll().executeTakeFirst();
    if (!deleted) return undefined;
    logChange(trx, attachmentEntry(actorId, 'DELETED', deleted, issue.projectId));
    recordAttachmentActivity(trx, actorId, issue, { from: deleted.fileName, to: null });
    return deleted;
  });
}

const metadataOf = ({ urlSecret: _secret, ...metadata }: AttachmentRow): AttachmentMetadata => metadata;

function attachmentEntry(actorId: string, kind: 'CREATED' | 'DELETED', attachment: AttachmentRow, projectId: string) {
  return {
    workspaceId: attachment.workspaceId,
    actorId,
    entityType: 'attachment' as const,
    entityId: attachment.id,
    issueId: attachment.issueId,
    projectId,
    kind,
    row: metadataOf(attachment),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

/** The attachments among `ids` on live issues of the workspace. */
export async function findAttachmentsByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<AttachmentRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .selectFrom('attachments')
    .innerJoin('issues', 'issues.id', 'attachments.issueId')
    .selectAll('attachments')
    .where('attachments.workspaceId', '=', workspaceId)
    .where('attachments.id', 'in', valid)
    .where('issues.deletedAt', 'is', null)
    .execute();
}

/** Each issue's attachments, oldest first. */
export async function attachmentsOfIssues(db: DB, workspaceId: string, issueIds: readonly string[]): Promise<Map<string, AttachmentRow[]>> {
  const byIssue = new Map<string, AttachmentRow[]>(issueIds.map((id) => [id, []]));
  const valid = issueIds.filter(isUuid);
  if (valid.length === 0) return byIssue;
  const rows = await db
    .selectFrom('attachments')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('issueId', 'in', valid)
    .orderBy('issueId')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  for (const row of rows) byIssue.get(row.issueId)?.push(row);
  return byIssue;
}

/** The attachment a download address names, while its issue is live (any workspace: the address's signature is the key). */
export async function findDownloadable(db: DB, attachmentId: string): Promise<AttachmentRow | undefined> {
  if (!isUuid(attachmentId)) return undefined;
  return db
    .selectFrom('attachments')
    .innerJoin('issues', 'issues.id', 'attachments.issueId')
    .selectAll('attachments')
    .where('attachments.id', '=', attachmentId)
    .where('issues.deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Which of the ids are attachments still (a sweep's question about the files it found). */
export async function existingAttachmentIds(db: DB, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await db.selectFrom('attachments').select('id').where('id', 'in', valid).execute();
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Download addresses: signed with the attachment's own secret, valid until the end of the next quarter hour (so an
// address stays the same for a quarter of an hour, and works for at least that long).

const URL_PERIOD_SECONDS = 15 * 60;

const signatureOf = (attachment: Pick<AttachmentRow, 'id' | 'urlSecret'>, expires: number) =>
  createHmac('sha256', attachment.urlSecret).update(`${attachment.id}:${expires}`).digest('base64url');

/**
 * The file's lasting address: a token of its workspace (a session or an API key, as a Bearer header) opens it. Exports
 * and webhooks carry it, after the server's public origin.
 */
export const attachmentPath = (attachment: Pick<AttachmentRow, 'id' | 'fileName'>) => `/attachments/${attachment.id}/${encodeURIComponent(attachment.fileName)}`;

/** The attachment's download address, as of `now` (milliseconds): its lasting one, signed for anyone to open a while. */
export function downloadUrl(attachment: Pick<AttachmentRow, 'id' | 'urlSecret' | 'fileName'>, now = Date.now()): string {
  const expires = (Math.floor(now / 1000 / URL_PERIOD_SECONDS) + 2) * URL_PERIOD_SECONDS;
  return `${attachmentPath(attachment)}?expires=${expires}&signature=${signatureOf(attachment, expires)}`;
}

/** Whether a download address's expiry and signature are the attachment's, and not expired at `now` (milliseconds). */
export function isValidDownload(attachment: Pick<AttachmentRow, 'id' | 'urlSecret'>, expires: string | null, signature: string | null, now = Date.now()): boolean {
  if (expires === null || signature === null || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(signatureOf(attachment, Number(expires)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
