import { spawnSync } from 'node:child_process';
import { generateSigningKeys } from './auth/keys';
import { ConfigError, loadConfig } from './config';
import { imageOriginsOf } from '../src/rules/runtimeConfig';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('Expected a configuration error.');
}

/** A Clerk development instance's keys. */
const clerk = { VITE_CLERK_PUBLISHABLE_KEY: `pk_test_${btoa('clerk.lanes.test$')}`, CLERK_JWT_KEY: generateSigningKeys().publicKeyPem };

describe('configuration', () => {
  it('defaults to port 4000 on 127.0.0.1, PGlite in ./.data and the built-in sign-in', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, host: '127.0.0.1', databaseUrl: null, authMode: 'builtin', production: false });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.authorizedParties).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });

  it.each([
    ['PORT', 'four thousand'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/lanes'],
    ['DATABASE_URL', 'not a url'],
    ['CLERK_JWT_KEY', 'sk_test_123'],
    ['LANES_AUTHORIZED_PARTIES', 'https://lanes.example.com/app'],
    ['LANES_PUBLIC_URL', 'https://lanes.example.com/app'],
    ['LANES_PUBLIC_URL', 'ftp://lanes.example.com'],
    ['LANES_S3_BUCKET', 'Has_Capitals'],
    ['LANES_ALLOW_BUILTIN_SIGNIN', 'yes'],
    ['NODE_ENV', 'Production'],
    ['NODE_ENV', 'prod'],
    ['NODE_ENV', 'staging'],
    ['LANES_MAX_SOCKETS_PER_USER', '0'],
    ['LANES_MAX_SUBSCRIPTIONS_PER_SOCKET', 'many'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'http://redis.internal:6379'],
    ['LANES_RATE_LIMIT_PER_USER', '0'],
    ['LANES_RATE_LIMIT_PER_ADDRESS', 'lots'],
    ['LANES_RATE_LIMIT_SIGNIN_PER_ADDRESS', '-5'],
    ['LANES_TRUST_PROXY', 'yes'],
    ['LOG_LEVEL', 'verbose'],
  ])('names %s when it is %j', (variable, value) => {
    expect(configError({ [variable]: value }).variable).toBe(variable);
  });

  it('keeps files in the data folder unless LANES_S3_BUCKET names a bucket, whose settings it checks', () => {
    expect(loadConfig({}).attachments.s3).toBeNull();
    expect(loadConfig({ LANES_S3_BUCKET: 'lanes-files', LANES_S3_ENDPOINT: 'http://127.0.0.1:9000', LANES_S3_FORCE_PATH_STYLE: 'true' }).attachments.s3).toEqual({
      bucket: 'lanes-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'attachments/',
    });
    expect(loadConfig({ LANES_S3_BUCKET: 'lanes-files', LANES_S3_REGION: 'eu-west-3', LANES_S3_PREFIX: 'prod/files/' }).attachments.s3).toMatchObject({ region: 'eu-west-3', prefix: 'prod/files/', endpoint: null, forcePathStyle: false });
    expect(configError({ LANES_S3_BUCKET: 'lanes-files', LANES_S3_ENDPOINT: 'minio:9000' }).variable).toBe('LANES_S3_ENDPOINT');
    expect(configError({ LANES_S3_BUCKET: 'lanes-files', LANES_S3_PREFIX: '../up/' }).variable).toBe('LANES_S3_PREFIX');
    expect(configError({ LANES_S3_BUCKET: 'lanes-files', LANES_S3_FORCE_PATH_STYLE: 'yes' }).variable).toBe('LANES_S3_FORCE_PATH_STYLE');
  });

  it('takes the public origin from LANES_PUBLIC_URL (a trailing slash dropped), else the first authorized party', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ LANES_AUTHORIZED_PARTIES: 'https://app.example.com,https://other.example.com' }).publicUrl).toBe('https://app.example.com');
    expect(loadConfig({ LANES_PUBLIC_URL: 'https://lanes.example.com/' }).publicUrl).toBe('https://lanes.example.com');
  });

  it('accepts exactly production, development and test as NODE_ENV, development when unset', () => {
    expect(loadConfig({}).nodeEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ nodeEnv: 'test', production: false });
    expect(loadConfig({ NODE_ENV: 'production', LANES_ALLOW_BUILTIN_SIGNIN: 'true', METRICS_TOKEN: 'scrape-me' })).toMatchObject({ production: true });
    expect(configError({ NODE_ENV: 'Production' }).message).toMatch(/NODE_ENV: must be production, development or test/);
  });

  it('caps live updates at 20 sockets per person and 50 subscriptions per socket unless configured', () => {
    expect(loadConfig({})).toMatchObject({ maxSocketsPerUser: 20, maxSubscriptionsPerSocket: 50, maxPresencePerUser: 30, maxPresencePerSubject: 200 });
    expect(
      loadConfig({
        LANES_MAX_SOCKETS_PER_USER: '3',
        LANES_MAX_SUBSCRIPTIONS_PER_SOCKET: '7',
        LANES_MAX_PRESENCE_PER_USER: '4',
        LANES_MAX_PRESENCE_PER_SUBJECT: '9',
      }),
    ).toMatchObject({ maxSocketsPerUser: 3, maxSubscriptionsPerSocket: 7, maxPresencePerUser: 4, maxPresencePerSubject: 9 });
  });

  it('opens 10 PostgreSQL connections and lets a request wait 10 s for one unless configured', () => {
    expect(loadConfig({}).databasePool).toEqual({ connections: 10, waitMs: 10_000 });
    expect(loadConfig({ LANES_DATABASE_CONNECTIONS: '40', LANES_DATABASE_WAIT_MS: '2500' }).databasePool).toEqual({ connections: 40, waitMs: 2_500 });
    expect(configError({ LANES_DATABASE_CONNECTIONS: '0' }).message).toMatch(/^LANES_DATABASE_CONNECTIONS: /);
  });

  it('runs one instance with limits a person never meets unless Redis, limits, the metrics token or the log level are configured', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: null,
      redisKeyPrefix: 'lanes:',
      metricsToken: null,
      logLevel: 'info',
      trustProxy: false,
      rateLimits: { perUser: 300, perAddress: 1200, signInPerAddress: 120 },
    });
    expect(
      loadConfig({
        REDIS_URL: 'rediss://:secret@redis.internal:6380/0',
        REDIS_KEY_PREFIX: 'lanes-eu:',
        METRICS_TOKEN: 'scrape-me',
        LOG_LEVEL: 'warn',
        LANES_TRUST_PROXY: 'true',
        LANES_RATE_LIMIT_PER_USER: '60',
      }),
    ).toMatchObject({
      redisUrl: 'rediss://:secret@redis.internal:6380/0',
      redisKeyPrefix: 'lanes-eu:',
      metricsToken: 'scrape-me',
      logLevel: 'warn',
      trustProxy: true,
      rateLimits: { perUser: 60, perAddress: 1200 },
    });
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('switches to Clerk mode with a PEM public key, also one written on one line with \\n', () => {
    const pem = generateSigningKeys().publicKeyPem;
    expect(loadConfig({ CLERK_JWT_KEY: pem }).authMode).toBe('clerk');
    expect(loadConfig({ CLERK_JWT_KEY: pem.trim().replace(/\n/g, '\\n') }).clerkJwtKey).toBe(pem.trim());
  });

  it('refuses the built-in sign-in in production unless it is explicitly allowed', () => {
    expect(configError({ NODE_ENV: 'production' }).variable).toBe('LANES_ALLOW_BUILTIN_SIGNIN');
    expect(loadConfig({ NODE_ENV: 'production', LANES_ALLOW_BUILTIN_SIGNIN: 'true', METRICS_TOKEN: 'scrape-me' }).authMode).toBe('builtin');
    expect(loadConfig({ NODE_ENV: 'production', CLERK_JWT_KEY: generateSigningKeys().publicKeyPem, METRICS_TOKEN: 'scrape-me' }).authMode).toBe('clerk');
  });

  it('makes the server exit with 1 and a message naming the variable, without a stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, PORT: 'http' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses to start in production without METRICS_TOKEN, and leaves /metrics open outside production only', () => {
    const error = configError({ NODE_ENV: 'production', LANES_ALLOW_BUILTIN_SIGNIN: 'true' });
    expect(error.variable).toBe('METRICS_TOKEN');
    expect(error.message).toMatch(/NODE_ENV=production needs a bearer token for GET \/metrics/);
    expect(loadConfig({ NODE_ENV: 'production', LANES_ALLOW_BUILTIN_SIGNIN: 'true', METRICS_TOKEN: 'scrape-me' }).metricsToken).toBe('scrape-me');
    expect(loadConfig({}).metricsToken).toBeNull();
  });

  it('bounds the time to send a request (30 s) and the bodies one address sends at once (20), both adjustable', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 30_000, maxOpenBodiesPerAddress: 20 });
    expect(loadConfig({ LANES_REQUEST_TIMEOUT_MS: '5000', LANES_MAX_OPEN_BODIES_PER_ADDRESS: '4' })).toMatchObject({
      requestTimeoutMs: 5_000,
      maxOpenBodiesPerAddress: 4,
    });
    expect(configError({ LANES_REQUEST_TIMEOUT_MS: '10' }).variable).toBe('LANES_REQUEST_TIMEOUT_MS');
    expect(configError({ LANES_MAX_OPEN_BODIES_PER_ADDRESS: '0' }).variable).toBe('LANES_MAX_OPEN_BODIES_PER_ADDRESS');
  });

  it('retries a failed webhook delivery over a day and a half, or after the waits the operator sets', () => {
    expect(loadConfig({}).webhooks.retryDelaysMs.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(loadConfig({ LANES_WEBHOOKS_RETRY_DELAYS_MS: '1000, 60000' }).webhooks.retryDelaysMs).toEqual([1_000, 60_000]);
    for (const wrong of ['0', '1,,2', '5s', '86400001', Array(21).fill('1').join(',')]) {
      expect(configError({ LANES_WEBHOOKS_RETRY_DELAYS_MS: wrong }).variable).toBe('LANES_WEBHOOKS_RETRY_DELAYS_MS');
    }
  });

  it("reads the browser app's runtime settings, leaving out unset and empty ones", () => {
    expect(loadConfig({}).runtimeSettings).toEqual({});
    expect(
      loadConfig({ ...clerk, VITE_POSTHOG_KEY: ' ', VITE_GTM_ID: 'GTM-ABC123', VITE_POSTHOG_SEND_PII: 'false' }).runtimeSettings,
    ).toEqual({ VITE_CLERK_PUBLISHABLE_KEY: clerk.VITE_CLERK_PUBLISHABLE_KEY, VITE_GTM_ID: 'GTM-ABC123', VITE_POSTHOG_SEND_PII: 'false' });
  });

  it.each(['not-a-key', 'pk_test_abc', `pk_test_${btoa('localhost$')}`])('refuses a Clerk publishable key Clerk would refuse (%s), naming it', (key) => {
    expect(configError({ CLERK_JWT_KEY: clerk.CLERK_JWT_KEY, VITE_CLERK_PUBLISHABLE_KEY: key })).toMatchObject({
      variable: 'VITE_CLERK_PUBLISHABLE_KEY',
      message: expect.stringMatching(/is not a Clerk publishable key/),
    });
  });

  it('refuses a Clerk publishable key without CLERK_JWT_KEY, which would run the built-in sign-in under a Clerk app', () => {
    expect(configError({ VITE_CLERK_PUBLISHABLE_KEY: clerk.VITE_CLERK_PUBLISHABLE_KEY })).toMatchObject({
      variable: 'CLERK_JWT_KEY',
      message: expect.stringMatching(/must be set with VITE_CLERK_PUBLISHABLE_KEY/),
    });
  });

  it("warns when a production instance's Clerk key runs outside production", () => {
    const live = { ...clerk, VITE_CLERK_PUBLISHABLE_KEY: `pk_live_${btoa('clerk.lanes.example$')}` };
    expect(loadConfig(live).warnings).toEqual([expect.stringMatching(/^VITE_CLERK_PUBLISHABLE_KEY is a production instance's key \(pk_live_\)/)]);
    expect(loadConfig({ ...live, NODE_ENV: 'production', METRICS_TOKEN: 'scraper-token' }).warnings).toEqual([]);
    expect(loadConfig(clerk).warnings).toEqual([]);
  });

  it.each([
    ['VITE_GTM_ID', 'UA-12345'],
    ['VITE_POSTHOG_HOST', 'eu.i.posthog.com'],
    ['VITE_POSTHOG_SEND_PII', 'yes'],
    ['LANES_IMAGE_HOSTS', 'images.example.com/uploads'],
    ['LANES_IMAGE_HOSTS', '*.example.com'],
    ['LANES_IMAGE_HOSTS', 'ftp://images.example.com'],
  ])('refuses a malformed runtime setting %s=%s, naming it', (variable, value) => {
    expect(configError({ [variable]: value }).variable).toBe(variable);
  });

  it('takes the image hosts as hosts (https) or origins, and gives the app their origins', () => {
    const settings = loadConfig({ LANES_IMAGE_HOSTS: 'images.example.com, http://cdn.example.com:8080' }).runtimeSettings;
    expect(imageOriginsOf(settings.LANES_IMAGE_HOSTS ?? '')).toEqual(['https://images.example.com', 'http://cdn.example.com:8080']);
  });
});
