// An S3-compatible server for the tests (s3rver, on 127.0.0.1 with its files in a folder of its own), with the
// credentials it accepts set for the SDK, and the settings of a bucket on it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config';

export interface FakeS3 {
  settings: S3Settings;
  stop(): Promise<void>;
}

export async function startFakeS3(bucket = 'lanes-test'): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lanes-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver's own credentials; the SDK reads them from the environment when it signs a request.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    settings: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, prefix: 'attachments/' },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
