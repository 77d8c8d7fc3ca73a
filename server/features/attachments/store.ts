// Where attachments' bytes live: a folder (LANES_UPLOADS_DIR, by default the data folder's `uploads`), one file per
// attachment under its workspace's folder. A file is written under a temporary name and renamed once complete, so a
// reader never sees half of one, and an upload that fails leaves nothing behind.
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export interface AttachmentStore {
  /** Writes the stream as the attachment's file; the stream's errors (a size cap) reject and leave nothing. */
  write(workspaceId: string, attachmentId: string, bytes: Readable): Promise<void>;
  read(workspaceId: string, attachmentId: string): Promise<ReadStream | null>;
  remove(workspaceId: string, attachmentId: string): Promise<void>;
}

const SAFE_ID = /^[0-9a-f-]{36}$/;

export function createFolderStore(folder: string): AttachmentStore {
  const fileOf = (workspaceId: string, attachmentId: string) => {
    // Ids come from the database (uuids); a path is only ever made of them.
    if (!SAFE_ID.test(workspaceId) || !SAFE_ID.test(attachmentId)) throw new Error('An attachment path from something other than uuids.');
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
  };
}
