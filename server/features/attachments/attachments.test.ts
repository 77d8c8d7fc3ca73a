import { mkdtemp, readdir, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataOf, errorCodes, gql } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { createIssue, issueTeam } from '../../test/issues';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import type { AttachmentsTestIssueEventsSubscription } from '../../test/__generated__/graphql';
import { upload as uploadFile } from '../../test/uploads';
import { downloadUrl, isValidDownload } from './domain';
import { sniffType } from './sniff';

const ISSUE = graphql(`query AttachmentsTestIssue($id: ID!) {
  node(id: $id) { ... on Issue { id viewerCanAttach attachments { id name contentType size isImage url viewerCanDelete uploader { name } } } }
}`);
const NODE = graphql(`query AttachmentsTestNode($id: ID!) { node(id: $id) { id ... on Attachment { name } } }`);
const TIMELINE = graphql(`query AttachmentsTestTimeline($id: ID!) {
  node(id: $id) { ... on Issue { timeline(first: 50) { edges { node { ... on IssueActivity { changes { field from to } } } } } } }
}`);
const DELETE = graphql(`mutation AttachmentsTestDelete($input: DeleteAttachmentInput!) {
  deleteAttachment(input: $input) { deletedAttachmentId issue { id attachments { id } } }
}`);
const CREATE_KEY = graphql(`mutation AttachmentsTestCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`);
const ISSUE_EVENTS = graphql(`subscription AttachmentsTestIssueEvents($projectId: ID!) {
  issueEvents(projectId: $projectId) { kind issue { id attachments { name } } }
}`);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const HTML = Buffer.from('\n\n<!DOCTYPE html><html><body><script>fetch("/graphql")</script></body></html>');

const MAX_FILE = 64 * 1024;
const MAX_WORKSPACE = 160 * 1024;

let server: TestServer;
let uploads: string;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'lanes-attachments-test-'));
  server = await startTestServer({ config: { attachments: { uploadsDir: uploads, s3: null, maxFileBytes: MAX_FILE, maxWorkspaceBytes: MAX_WORKSPACE } } });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  await rm(uploads, { recursive: true, force: true });
});

const upload = (token: string | null, issueId: string, name: string, body: Buffer | ReadableStream<Uint8Array>) => uploadFile(server, token, issueId, name, body);

const attachmentsOf = async (token: string, issueId: string) => {
  const node = dataOf(await gql(server, ISSUE, { id: issueId }, token)).node;
  if (!node || !('attachments' in node)) throw new Error('No issue.');
  return node;
};

/** The files in the store (workspace/attachment), not its workspaces' folders. */
const storedFiles = async () => (await readdir(uploads, { recursive: true })).filter((name) => /[0-9a-f-]{36}[/\\][0-9a-f-]{36}$/.test(name));

describe('attachments', () => {
  it('are uploaded by members, typed by their bytes, listed on the issue and downloaded by a signed address', async () => {
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId);
    const uploaded = await upload(team.member, issue.id, 'notes.txt', PNG);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ name: 'notes.txt', contentType: 'image/png', size: PNG.length, isImage: true });

    const { attachments, viewerCanAttach } = await attachmentsOf(team.member, issue.id);
    expect(viewerCanAttach).toBe(true);
    expect(attachments).toEqual([expect.objectContaining({ id: uploaded.body.id, name: 'notes.txt', contentType: 'image/png', isImage: true, viewerCanDelete: true, uploader: { name: team.people.member.name } })]);

    const file = await fetch(`${server.url}${attachments[0].url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''notes.txt`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');

    // The issue's timeline says it; the viewer (who may read, not attach) sees the file and may not remove it.
    const timeline = dataOf(await gql(server, TIMELINE, { id: issue.id }, team.viewer)).node;
    const changes = timeline && 'timeline' in timeline ? timeline.timeline.edges.flatMap((edge) => ('changes' in edge.node ? edge.node.changes : [])) : [];
    expect(changes).toContainEqual({ field: 'ATTACHMENTS', from: null, to: 'notes.txt' });
    const seenByViewer = await attachmentsOf(team.viewer, issue.id);
    expect(seenByViewer.viewerCanAttach).toBe(false);
    expect(seenByViewer.attachments[0].viewerCanDelete).toBe(false);
  });

  it('never serve SVG or HTML as themselves, whatever their name says', async () => {
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId);
    for (const [name, bytes, sniffed] of [['logo.png', SVG, 'image/svg+xml'], ['page.txt', HTML, 'text/html']] as const) {
      const uploaded = await upload(team.member, issue.id, name, bytes);
      expect(uploaded.body).toMatchObject({ contentType: sniffed, isImage: false });
      const file = await fetch(`${server.url}${uploaded.body.url as string}`);
      expect(file.headers.get('content-type')).toBe('application/octet-stream');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('refuse who may not attach, and issues of other workspaces', async () => {
    const team = await issueTeam(server);
    const other = await issueTeam(server, { name: 'Globex' });
    const issue = await createIssue(server, team.member, team.projectId);
    expect((await upload(null, issue.id, 'a.txt', Buffer.from('a'))).status).toBe(401);
    const byViewer = await upload(team.viewer, issue.id, 'a.txt', Buffer.from('a'));
    expect(byViewer).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'You may not attach files in this workspace.' } } });
    expect((await upload(other.admin, issue.id, 'a.txt', Buffer.from('a'))).status).toBe(404);
    expect((await upload(team.member, 'not-an-id', 'a.txt', Buffer.from('a'))).status).toBe(404);
    expect((await attachmentsOf(team.member, issue.id)).attachments).toEqual([]);
  });

  it("are not readable from another workspace, nor without the server's signature, nor once expired", async () => {
    const team = await issueTeam(server);
    const other = await issueTeam(server, { name: 'Initech' });
    const issue = await createIssue(server, team.member, team.projectId);
    const uploaded = await upload(team.member, issue.id, 'secret.txt', Buffer.from('the plans'));
    expect(dataOf(await gql(server, NODE, { id: uploaded.body.id as string }, other.admin)).node).toBeNull();
    const url = new URL(uploaded.body.url as string, server.url);
    const bare = await fetch(`${url.origin}${url.pathname}`);
    expect(bare.status).toBe(404);
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect((await fetch(forged)).status).toBe(404);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 900));
    expect((await fetch(later)).status).toBe(404);
    // An address works for at least a quarter of an hour and at most half an hour.
    const row = { id: 'a6f3c0de-0000-4000-8000-000000000000', urlSecret: 'secret', fileName: 'x' };
    const now = Date.parse('2026-11-27T12:07:00Z');
    const signed = new URL(downloadUrl(row, now), 'http://lanes.test');
    const check = (at: number) => isValidDownload(row, signed.searchParams.get('expires'), signed.searchParams.get('signature'), at);
    expect([check(now + 15 * 60_000), check(now + 22 * 60_000), check(now + 23 * 60_000)]).toEqual([true, true, false]);
  });

  it('open at their lasting address with a token of their workspace (a session or an API key), and for nobody else', async () => {
    const team = await issueTeam(server);
    const other = await issueTeam(server, { name: 'Umbrella' });
    const issue = await createIssue(server, team.member, team.projectId);
    const uploaded = await upload(team.member, issue.id, 'plan.txt', Buffer.from('the plan'));
    const lasting = `${server.url}${new URL(uploaded.body.url as string, server.url).pathname}`;
    const get = (authorization?: string) => fetch(lasting, { headers: authorization ? { Authorization: authorization } : {} });
    const byViewer = await get(`Bearer ${team.viewer}`);
    expect(byViewer.status).toBe(200);
    expect(await byViewer.text()).toBe('the plan');
    const { secret } = dataOf(await gql(server, CREATE_KEY, { input: { name: 'Export reader', role: 'VIEWER' } }, team.member)).createApiKey;
    expect((await get(`Bearer ${secret}`)).status).toBe(200);
    expect((await get(`Bearer ${other.admin}`)).status).toBe(404);
    expect((await get()).status).toBe(404);
    expect((await get('Bearer not-a-token')).status).toBe(401);
  });

  it('keep to the size of a file and of the workspace, storing nothing of a refused upload', async () => {
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId);
    const before = await storedFiles();
    const tooBig = await upload(team.member, issue.id, 'big.bin', Buffer.alloc(MAX_FILE + 1));
    expect(tooBig).toMatchObject({ status: 413, body: { error: { message: 'A file may be at most 64 KB.' } } });
    // A body sent without a length is counted as it arrives.
    const chunks = Array.from({ length: 20 }, () => new Uint8Array(4096));
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => (chunks.length ? controller.enqueue(chunks.pop()!) : controller.close()) });
    const streamed = await upload(team.member, issue.id, 'stream.bin', stream);
    expect(streamed.status).toBe(413);
    expect(await storedFiles()).toEqual(before);

    expect((await upload(team.member, issue.id, 'one.bin', Buffer.alloc(60 * 1024))).status).toBe(201);
    expect((await upload(team.member, issue.id, 'two.bin', Buffer.alloc(60 * 1024))).status).toBe(201);
    const full = await upload(team.member, issue.id, 'three.bin', Buffer.alloc(60 * 1024));
    expect(full).toMatchObject({ status: 413, body: { error: { message: expect.stringMatching(/^The workspace's files are full: 40 KB of 160 KB left/) } } });
    expect((await attachmentsOf(team.member, issue.id)).attachments.map((file) => file.name)).toEqual(['one.bin', 'two.bin']);
  });

  it('are removed by who attached them or an admin, and their address stops working at once', async () => {
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId);
    const first = await upload(team.member, issue.id, 'first.txt', Buffer.from('one'));
    const second = await upload(team.admin, issue.id, 'second.txt', Buffer.from('two'));
    expect(errorCodes(await gql(server, DELETE, { input: { id: second.body.id as string } }, team.member))).toEqual(['FORBIDDEN']);
    const removed = dataOf(await gql(server, DELETE, { input: { id: first.body.id as string } }, team.member)).deleteAttachment;
    expect(removed).toEqual({ deletedAttachmentId: first.body.id, issue: { id: issue.id, attachments: [{ id: second.body.id }] } });
    expect((await fetch(`${server.url}${first.body.url as string}`)).status).toBe(404);
    dataOf(await gql(server, DELETE, { input: { id: second.body.id as string } }, team.admin));
    expect(errorCodes(await gql(server, DELETE, { input: { id: second.body.id as string } }, team.admin))).toEqual(['NOT_FOUND']);
  });

  it("reach the issue's other viewers live, through its change", async () => {
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId);
    const events = await subscribe<AttachmentsTestIssueEventsSubscription>(server, ISSUE_EVENTS.toString(), { token: team.viewer, variables: { projectId: team.projectId } });
    try {
      await upload(team.member, issue.id, 'screenshot.png', PNG);
      const event = (await events.next()).data!.issueEvents;
      expect(event).toEqual({ kind: 'UPDATED', issue: { id: issue.id, attachments: [{ name: 'screenshot.png' }] } });
    } finally {
      await events.close();
    }
  });

  it('leave no file behind once their attachment is gone', async () => {
    const workspace = 'b1b2c3d4-0000-4000-8000-000000000001';
    const orphan = 'b1b2c3d4-0000-4000-8000-0000000000ff';
    await mkdir(path.join(uploads, workspace), { recursive: true });
    await writeFile(path.join(uploads, workspace, orphan), 'left over');
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId);
    const kept = await upload(team.member, issue.id, 'kept.txt', Buffer.from('kept'));
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(uploads, workspace, orphan), old, old);
    expect(await server.attachments.sweepOrphans()).toBe(1);
    expect(await storedFiles()).not.toContain(path.join(workspace, orphan));
    expect((await fetch(`${server.url}${kept.body.url as string}`)).status).toBe(200);
  });
});

describe('sniffType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[...Buffer.from('GIF89a')], 'image/gif'],
    [[...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')], 'image/webp'],
    [[...Buffer.from('%PDF-1.7')], 'application/pdf'],
    [[0x50, 0x4b, 0x03, 0x04], 'application/zip'],
    [[...Buffer.from('plain words, ünïcode')], 'text/plain'],
    [[...Buffer.from('hello <SVG viewBox="0 0 1 1">')], 'image/svg+xml'],
    [[...Buffer.from('notes <script>x</script>')], 'text/html'],
    [[0x00, 0x01, 0x02], 'application/octet-stream'],
    [[0xc3, 0x28], 'application/octet-stream'],
  ])('%j is %s', (bytes, type) => {
    expect(sniffType(Uint8Array.from(bytes))).toBe(type);
  });
});
