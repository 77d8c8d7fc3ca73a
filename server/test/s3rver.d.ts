// The little of s3rver (a fake S3 server, for the attachments' bucket tests) the tests use; it ships no types.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
