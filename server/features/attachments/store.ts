// Where attachments' bytes live: a folder (LANES_UPLOADS_DIR, by default the data folder's `uploads`), one file per
// attachment under its workspace's folder; or, with LANES_S3_BUCKET set, an S3-compatible bucket, one object per
// attachment under `<prefix><workspace>/<attachment>`. A file is whole or absent: the folder writes it under a
// temporary name and renames it once complete, and a bucket keeps no object of an upload that failed.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config';

/** A stored file: its workspace, its attachment, and when it was written (milliseconds). */
export interface StoredFile {
  workspaceId: string;
  attachmentId: string;
  writtenAt: number;
}

export interface AttachmentStore {
  /** Writes the stream as the attachment's file; the stream's errors (a size cap) reject and leave nothing. */
  write(workspaceId: string, attachmentId: string, bytes: Readable): Promise<void>;
  read(workspaceId: string, attachmentId: string): Promise<Readable | null>;
  remove(workspaceId: string, attachmentId: string): Promise<void>;
  /** Every stored file (for the sweep of files whose attachment is gone). */
  list(): AsyncIterable<StoredFile>;
}

const SAFE_ID = /^[0-9a-f-]{36}$/;

/** Ids come from the database (uuids); a path or a key is only ever made of them. */
function checkIds(workspaceId: string, attachmentId: string): void {
  if (!SAFE_ID.test(workspaceId) || !SAFE_ID.test(attachmentId)) throw new Error('An attachment path from something other than uuids.');
}

export function createFolderStore(folder: string): AttachmentStore {
  const fileOf = (workspaceId: string, attachmentId: string) => {
    checkIds(workspaceId, attachmentId);
    return path.join(folder, workspaceId, attachmentId);
  };
  return {
    async write(workspaceId, attachmentId, bytes) {
      const file = fileOf(workspaceId, attachmentId);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(bytes, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(workspaceId, attachmentId) {
      const file = fileOf(workspaceId, attachmentId);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async remove(workspaceId, attachmentId) {
      await rm(fileOf(workspaceId, attachmentId), { force: true });
    },
    async *list() {
      for (const workspaceId of await readdir(folder).catch(() => [] as string[])) {
        if (!SAFE_ID.test(workspaceId)) continue;
        for (const attachmentId of await readdir(path.join(folder, workspaceId)).catch(() => [] as string[])) {
          if (!SAFE_ID.test(attachmentId)) continue;
          const info = await stat(path.join(folder, workspaceId, attachmentId)).catch(() => null);
          if (info?.isFile()) yield { workspaceId, attachmentId, writtenAt: info.mtimeMs };
        }
      }
    },
  };
}

/** Whether an S3 error says the object is not there. */
const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2…). Credentials come from the SDK's usual places (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role). Uploads stream in parts; one that fails is aborted, its parts
 * removed.
 */
export function createS3Store(settings: S3Settings, client = s3Client(settings)): AttachmentStore {
  const keyOf = (workspaceId: string, attachmentId: string) => {
    checkIds(workspaceId, attachmentId);
    return `${settings.prefix}${workspaceId}/${attachmentId}`;
  };
  const remove = async (workspaceId: string, attachmentId: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(workspaceId, attachmentId) }));
  };
  return {
    async write(workspaceId, attachmentId, bytes) {
      const upload = new Upload({ client, params: { Bucket: settings.bucket, Key: keyOf(workspaceId, attachmentId), Body: bytes }, leavePartsOnError: false });
      // The stream's own error (the size cap) is what the caller is told, not the upload's "aborted".
      let streamError: unknown = null;
      bytes.once('error', (error) => {
        streamError = error;
        void upload.abort().catch(() => {});
      });
      try {
        await upload.done();
      } catch (error) {
        throw streamError ?? error;
      }
      if (streamError) {
        await remove(workspaceId, attachmentId);
        throw streamError;
      }
    },
    async read(workspaceId, attachmentId) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(workspaceId, attachmentId) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove,
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const [workspaceId, attachmentId, ...rest] = (object.Key ?? '').slice(settings.prefix.length).split('/');
          if (rest.length === 0 && SAFE_ID.test(workspaceId ?? '') && SAFE_ID.test(attachmentId ?? '')) {
            yield { workspaceId, attachmentId, writtenAt: object.LastModified?.getTime() ?? Date.now() };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
  });
}

/** The store the configuration names: the bucket when one is set, else the folder. */
export function createStore(attachments: { uploadsDir: string; s3: S3Settings | null }): AttachmentStore {
  return attachments.s3 ? createS3Store(attachments.s3) : createFolderStore(attachments.uploadsDir);
}
