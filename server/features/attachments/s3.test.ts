// Attachments in an S3-compatible bucket (LANES_S3_BUCKET), against s3rver on 127.0.0.1: an upload becomes one object
// under the prefix, downloads come from it, a refused upload leaves none, and the sweep removes objects whose
// attachment is gone.
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { dataOf, gql } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { startFakeS3, type FakeS3 } from '../../test/fakeS3';
import { createIssue, issueTeam } from '../../test/issues';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../../test/server';
import { upload as uploadFile } from '../../test/uploads';

const DELETE = graphql(`mutation S3TestDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }`);

const MAX_FILE = 64 * 1024;
let s3: FakeS3;
let server: TestServer;
let client: S3Client;

beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({ config: { attachments: { uploadsDir: '/nonexistent-lanes-uploads', s3: s3.settings, maxFileBytes: MAX_FILE, maxWorkspaceBytes: 1024 * 1024 } } });
  client = new S3Client({ region: s3.settings.region, endpoint: s3.settings.endpoint!, forcePathStyle: true });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  client?.destroy();
  await server?.stop();
  await s3?.stop();
});

const keys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents ?? []).map((object) => object.Key!);

const upload = (token: string, issueId: string, name: string, body: Buffer | ReadableStream<Uint8Array>) =>
  uploadFile<{ id: string; url: string }>(server, token, issueId, name, body);

describe('attachments in an S3-compatible bucket', () => {
  it('store an upload as one object under the prefix and serve it back, by a signed address and to a token', async () => {
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId);
    const bytes = Buffer.from('bucket bytes '.repeat(100));
    const uploaded = await upload(team.member, issue.id, 'notes.txt', bytes);
    expect(uploaded.status).toBe(201);
    const path = new URL(uploaded.body.url, server.url).pathname;
    const attachmentId = path.split('/')[2];
    expect(await keys()).toContainEqual(expect.stringMatching(new RegExp(`^attachments/[0-9a-f-]{36}/${attachmentId}$`)));

    const signed = await fetch(`${server.url}${uploaded.body.url}`);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer())).toEqual(bytes);
    expect(await (await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${team.viewer}` } })).text()).toBe(bytes.toString());
  });

  it('keep no object of an upload over the size limit', async () => {
    const team = await issueTeam(server, { name: 'Too big' });
    const issue = await createIssue(server, team.member, team.projectId);
    const before = await keys();
    // Sent without a length, so the limit is found while the bytes stream to the bucket.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(4096));
        controller.close();
      },
    });
    const response = await upload(team.member, issue.id, 'big.bin', stream);
    expect(response.status).toBe(413);
    expect(await keys()).toEqual(before);
  });

  it('sweep objects whose attachment is gone, and keep the others', async () => {
    const team = await issueTeam(server, { name: 'Sweep' });
    const issue = await createIssue(server, team.member, team.projectId);
    const kept = await upload(team.member, issue.id, 'kept.txt', Buffer.from('kept'));
    const removed = await upload(team.member, issue.id, 'removed.txt', Buffer.from('removed'));
    dataOf(await gql(server, DELETE, { input: { id: removed.body.id } }, team.member));
    const stray = 'attachments/b1b2c3d4-0000-4000-8000-000000000001/b1b2c3d4-0000-4000-8000-0000000000ff';
    await client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: stray, Body: 'left over' }));

    expect(await server.attachments.sweepOrphans(0)).toBe(2);
    const left = await keys();
    expect(left).not.toContain(stray);
    expect(left.some((key) => key.endsWith(new URL(removed.body.url, server.url).pathname.split('/')[2]))).toBe(false);
    expect((await fetch(`${server.url}${kept.body.url}`)).status).toBe(200);
  });
});
