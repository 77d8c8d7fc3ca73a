// Uploading a file to an issue: POST /attachments with the workspace's token (a file is bytes, not GraphQL), and how
// an uploaded file is written in Markdown to embed it where it was pasted or dropped.
import { currentWorkspaceToken } from '@/relay';

/** What the server answers for an uploaded file. */
export interface UploadedAttachment {
  id: string;
  name: string;
  contentType: string;
  size: number;
  isImage: boolean;
  url: string;
}

/** An upload the server refused or that did not arrive: its message is for the person. */
export class UploadError extends Error {}

export async function uploadAttachment(issueId: string, file: File, { signal }: { signal?: AbortSignal } = {}): Promise<UploadedAttachment> {
  const token = await currentWorkspaceToken();
  const name = file.name || 'pasted-file';
  let response: Response;
  try {
    response = await fetch(`/attachments?issueId=${encodeURIComponent(issueId)}&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/octet-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: file,
      signal,
    });
  } catch {
    throw new UploadError(`${name} was not uploaded: the server could not be reached.`);
  }
  const body = (await response.json().catch(() => null)) as (UploadedAttachment & { error?: { message?: string } }) | null;
  if (!response.ok || !body || body.error) {
    throw new UploadError(`${name} was not uploaded: ${body?.error?.message ?? `the server answered with status ${response.status}.`}`);
  }
  return body;
}

/** Where Markdown names an attachment: `/attachments/<id>/<name>` (the page asks for a signed address to show it). */
export const EMBEDDED_ATTACHMENT = /^\/attachments\/([A-Za-z0-9_-]{1,200})\/[^?#]*$/;

/** The attachment a Markdown address names, or null. */
export function embeddedAttachmentId(address: string | undefined): string | null {
  return address ? (EMBEDDED_ATTACHMENT.exec(address)?.[1] ?? null) : null;
}

/** The Markdown that embeds an uploaded file: an image for a raster image, a link for anything else. */
export function attachmentMarkdown(attachment: Pick<UploadedAttachment, 'id' | 'name' | 'isImage'>): string {
  const text = attachment.name.replace(/[[\]\\]/g, '\\$&');
  const address = `/attachments/${attachment.id}/${encodeURIComponent(attachment.name)}`;
  return attachment.isImage ? `![${text}](${address})` : `[${text}](${address})`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
