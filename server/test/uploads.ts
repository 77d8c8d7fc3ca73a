// Uploading a file to an issue through the attachments endpoint, as the client does (POST /attachments, the bytes
// as the body). A stream is sent without a length, so the server counts it as it arrives.
import type { TestServer } from './server';

/** What the endpoint answers: the attachment, or the error of a refused upload. */
export type UploadBody = Record<string, unknown> & { error?: { code: string; message: string } };

export async function upload<Body = UploadBody>(
  server: Pick<TestServer, 'url'>,
  token: string | null,
  issueId: string,
  name: string,
  body: Buffer | ReadableStream<Uint8Array>,
) {
  const response = await fetch(`${server.url}/attachments?issueId=${encodeURIComponent(issueId)}&name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...(token && { Authorization: `Bearer ${token}` }), 'Content-Type': 'application/octet-stream' },
    body,
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as Body };
}
