// The attachments' HTTP routes, beside /graphql (files are bytes, not JSON):
// - POST /attachments?issueId=<Issue id>&name=<file name>: the body is the file. Authorised as /graphql is (a Bearer
//   token), for whoever may attach in the issue's workspace; limited per file and per workspace; its type is sniffed.
//   Answers 201 with the attachment ({ id, name, contentType, size, isImage, url }).
// - GET /attachments/<id>/<name>?expires=…&signature=…: the file, for an address the server signed (the GraphQL field
//   Attachment.url gives one to members of its workspace) until it expires. Raster images are shown inline; anything
//   else (SVG and HTML above all) only downloads, under a policy that runs nothing.
// - GET /attachments/<id>/<name> with a Bearer token (a session or an API key of the file's workspace): the same file
//   at its lasting address, the one exports and webhooks carry (`attachmentPath`).
// Files whose attachment is gone (removed, or an upload whose row was never written) are swept from the store.
import { randomUUID, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { Viewer } from '../../auth/viewer';
import { assertCan } from '../../auth/policy';
import type { DB } from '../../db/database';
import { isLanesError } from '../../errors';
import { globalIds } from '../../graphql/nodes';
import { sendError, sendJson, STATUS_OF_CODE } from '../../http/json';
import {
  AttachmentRefusal,
  assertRoom,
  cleanFileName,
  downloadUrl,
  existingAttachmentIds,
  findDownloadable,
  formatBytes,
  isValidDownload,
  recordAttachment,
  workspaceBytes,
  type AttachmentLimits,
  type AttachmentRow,
} from './domain';
import { isInlineImage, sniffType, SNIFF_BYTES } from './sniff';
import type { AttachmentStore, StoredFile } from './store';

export const ATTACHMENTS_PATH = '/attachments';

const issueIds = globalIds('Issue', 'uuid');
export const attachmentIds = globalIds('Attachment', 'uuid');

export interface AttachmentRoutesOptions {
  db: DB;
  store: AttachmentStore;
  limits: AttachmentLimits;
  /** The viewer of a request's Authorization header, as /graphql has it; throws UNAUTHENTICATED/FORBIDDEN. */
  viewerOf(authorization: string | undefined): Promise<Viewer>;
  /** Counts the request against its person's (or API key's) rate limit: the seconds to wait when over it, else null. */
  limitPerson(viewer: Viewer): Promise<number | null>;
  log(message: string, error: unknown): void;
}

/** What the upload answers: the attachment, and the address to show or link it with. */
export interface UploadedAttachment {
  id: string;
  name: string;
  contentType: string;
  size: number;
  isImage: boolean;
  url: string;
}

/** Reads the body through: counts and hashes it, keeps its first bytes for sniffing, and fails beyond the size cap. */
class FileIntake extends Transform {
  size = 0;
  readonly hash = createHash('sha256');
  #head: Buffer[] = [];
  #headSize = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  get head(): Buffer {
    return Buffer.concat(this.#head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new AttachmentRefusal(413, 'BAD_USER_INPUT', `A file may be at most ${formatBytes(this.maxBytes)}.`));
      return;
    }
    if (this.#headSize < SNIFF_BYTES) {
      this.#head.push(chunk.subarray(0, SNIFF_BYTES - this.#headSize));
      this.#headSize += Math.min(chunk.length, SNIFF_BYTES - this.#headSize);
    }
    this.hash.update(chunk);
    done(null, chunk);
  }
}

/** The type a file is served as: markup (SVG, HTML) and anything unknown only as bytes, never as itself. */
function servedType(contentType: string): string {
  if (isInlineImage(contentType) || contentType === 'application/pdf' || contentType === 'application/zip' || contentType === 'application/gzip') return contentType;
  if (contentType === 'text/plain') return 'text/plain; charset=utf-8';
  return 'application/octet-stream';
}

export function createAttachmentRoutes(options: AttachmentRoutesOptions) {
  const { db, store, limits } = options;

  /** The request's viewer, or null once a 429 is sent for them. */
  async function viewerWithinLimit(req: IncomingMessage, res: ServerResponse): Promise<Viewer | null> {
    const viewer = await options.viewerOf(req.headers.authorization);
    const retryAfter = await options.limitPerson(viewer);
    if (retryAfter === null) return viewer;
    sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: 'Too many requests. Wait a moment and try again.', retryAfterSeconds: retryAfter } }, { 'Retry-After': String(retryAfter), Connection: 'close' });
    return null;
  }

  async function upload(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const viewer = await viewerWithinLimit(req, res);
    if (!viewer) return;
    const issueId = issueIds.localId(query.get('issueId') ?? '');
    if (!issueId) throw new AttachmentRefusal(404, 'NOT_FOUND', 'No issue has this id.');
    assertCan(viewer, 'attachment:create', { workspaceId: viewer.workspace.id });
    const declared = req.headers['content-length'] === undefined ? null : Number(req.headers['content-length']);
    if (declared !== null && declared > limits.maxFileBytes) {
      throw new AttachmentRefusal(413, 'BAD_USER_INPUT', `A file may be at most ${formatBytes(limits.maxFileBytes)}.`);
    }
    // Refused before a byte is stored when the declared size cannot fit; checked again, exactly, when recorded.
    assertRoom(await workspaceBytes(db, viewer.workspace.id), declared ?? 0, limits);
    const id = randomUUID();
    const intake = new FileIntake(limits.maxFileBytes);
    req.pipe(intake);
    req.once('error', (error) => intake.destroy(error));
    req.once('aborted', () => intake.destroy(new Error('The upload did not arrive in full.')));
    await store.write(viewer.workspace.id, id, intake);
    if (intake.size === 0) {
      await store.remove(viewer.workspace.id, id);
      throw new AttachmentRefusal(400, 'BAD_USER_INPUT', 'The file is empty.');
    }
    let attachment: AttachmentRow | undefined;
    try {
      attachment = await recordAttachment(db, viewer.workspace.id, viewer.user.id, issueId, {
        id,
        name: cleanFileName(query.get('name')),
        contentType: sniffType(intake.head),
        byteSize: intake.size,
        sha256: intake.hash.digest('hex'),
      }, limits);
    } finally {
      if (!attachment) await store.remove(viewer.workspace.id, id);
    }
    if (!attachment) throw new AttachmentRefusal(404, 'NOT_FOUND', 'No issue has this id.');
    const body: UploadedAttachment = {
      id: attachmentIds.globalId(attachment.id),
      name: attachment.fileName,
      contentType: attachment.contentType,
      size: Number(attachment.byteSize),
      isImage: isInlineImage(attachment.contentType),
      url: downloadUrl(attachment),
    };
    sendJson(res, 201, body);
  }

  async function download(req: IncomingMessage, res: ServerResponse, attachmentId: string, query: URLSearchParams): Promise<void> {
    const signed = query.has('signature') || query.has('expires') || req.headers.authorization === undefined;
    const viewer = signed ? null : await viewerWithinLimit(req, res);
    if (!signed && !viewer) return;
    const attachment = await findDownloadable(db, attachmentId);
    const allowed = !!attachment && (viewer ? attachment.workspaceId === viewer.workspace.id : isValidDownload(attachment, query.get('expires'), query.get('signature')));
    // A wrong signature, an expired address, another workspace's file and a removed one all read the same: nothing here.
    if (!attachment || !allowed) {
      return sendError(res, 404, { code: 'NOT_FOUND', message: 'This file does not exist, or its address expired: open it from its issue again.' });
    }
    const file = await store.read(attachment.workspaceId, attachment.id);
    if (!file) return sendError(res, 404, { code: 'NOT_FOUND', message: 'This file does not exist.' });
    const inline = isInlineImage(attachment.contentType);
    res.writeHead(200, {
      // Markup is never served as itself: a browser would run it on this origin.
      'Content-Type': servedType(attachment.contentType),
      'Content-Length': String(attachment.byteSize),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(attachment.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, max-age=900',
    });
    if (req.method === 'HEAD') {
      file.destroy();
      res.end();
      return;
    }
    file.pipe(res);
    await new Promise<void>((resolve) => res.once('close', resolve));
    file.destroy();
  }

  return {
    /** Serves /attachments and /attachments/<id>/<name>. */
    async serve(req: IncomingMessage, res: ServerResponse, pathname: string, search: string): Promise<void> {
      const query = new URLSearchParams(search);
      try {
        if (pathname === ATTACHMENTS_PATH) {
          if (req.method !== 'POST') return sendError(res, 405, { code: 'BAD_USER_INPUT', message: 'Upload a file with POST.' }, { Allow: 'POST' });
          return await upload(req, res, query);
        }
        const [, , id] = pathname.split('/');
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, { code: 'BAD_USER_INPUT', message: 'Download a file with GET.' }, { Allow: 'GET, HEAD' });
        // The address a description or comment embeds names the attachment by its global id; a signed one by its uuid.
        return await download(req, res, attachmentIds.localId(id ?? '') ?? id ?? '', query);
      } catch (error) {
        if (res.headersSent) return void res.destroy();
        // Whatever the client had not sent yet is not read: the connection cannot carry another request.
        const headers = { Connection: 'close' };
        if (error instanceof AttachmentRefusal) return sendError(res, error.status, { code: error.code, message: error.message }, headers);
        if (isLanesError(error)) return sendError(res, STATUS_OF_CODE[error.code], { code: error.code, message: error.message }, headers);
        if (error instanceof Error && /did not arrive/.test(error.message)) return sendError(res, 400, { code: 'BAD_USER_INPUT', message: error.message }, headers);
        throw error;
      }
    },

    /**
     * Removes stored files that no attachment names (removed ones, uploads whose row was never written) and that are
     * older than `graceMs` (an upload in progress has its file before its row). Returns how many it removed.
     */
    async sweepOrphans(graceMs = 60 * 60 * 1000): Promise<number> {
      let removed = 0;
      const sweep = async (files: StoredFile[]) => {
        const existing = await existingAttachmentIds(db, files.map((file) => file.attachmentId));
        for (const file of files) {
          if (existing.has(file.attachmentId) || Date.now() - file.writtenAt < graceMs) continue;
          await store.remove(file.workspaceId, file.attachmentId);
          removed++;
        }
      };
      let batch: StoredFile[] = [];
      for await (const file of store.list()) {
        batch.push(file);
        if (batch.length === 500) {
          await sweep(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await sweep(batch);
      return removed;
    },
  };
}

export type AttachmentRoutes = ReturnType<typeof createAttachmentRoutes>;
