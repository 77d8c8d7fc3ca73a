// The server's configuration, read from environment variables and validated once at start.
import { createPublicKey } from 'node:crypto';
import path from 'node:path';
import { isPublishableKey } from '@clerk/shared/keys';
import { imageOriginsOf, RUNTIME_SETTINGS, type RuntimeSettings } from '../src/rules/runtimeConfig';
import { DEFAULT_POOL, type PoolSettings } from './db/database';
import { DEFAULT_ADMISSION, type AdmissionSettings } from './graphql/workspaceAdmission';

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite database, built-in signing key, lock file). */
  dataDir: string;
  /** PostgreSQL connection string; null means PGlite in the data folder. */
  databaseUrl: string | null;
  /** PostgreSQL's connections, and how long a request waits for one before the answer is "busy, retry". */
  databasePool: PoolSettings;
  /** GraphQL operations over HTTP of one workspace in progress at once, and waiting for a turn (how many, how long). */
  workspaceAdmission: AdmissionSettings;
  /** Clerk's PEM public key; set means Clerk mode (the built-in sign-in is off). */
  clerkJwtKey: string | null;
  /**
   * The signing secret of Clerk's webhook endpoint (whsec_…): set, POST /webhooks/clerk accepts Clerk's signed
   * deliveries (in either sign-in mode).
   */
  clerkWebhookSigningSecret: string | null;
  /** Origins accepted as a token's `azp` and as a request's `Origin`. */
  authorizedParties: string[];
  /**
   * The origin people and other servers reach this one at (LANES_PUBLIC_URL; the first authorized party unless set):
   * the base of the file addresses exports and webhooks carry.
   */
  publicUrl: string;
  /** Absolute path of the built browser app. */
  staticDir: string;
  nodeEnv: NodeEnv;
  production: boolean;
  authMode: 'clerk' | 'builtin';
  /** Live updates: the most WebSockets one person may hold open at once (all their tabs and workspaces). */
  maxSocketsPerUser: number;
  /** Live updates: the most subscriptions one WebSocket may hold at once. */
  maxSubscriptionsPerSocket: number;
  /** Presence: the most boards and issues one person shows as looking at, at once (their tabs; per instance). */
  maxPresencePerUser: number;
  /** Presence: the most tabs (of anyone, on any instance) looking at one board or issue at once. */
  maxPresencePerSubject: number;
  /**
   * Live updates: how often the server pings every WebSocket (milliseconds); a socket that has not answered the
   * previous ping by the next one is dropped (a vanished tab, a connection lost without a FIN).
   */
  webSocketHeartbeatMs: number;
  /**
   * How long an HTTP query's answer is kept at most (milliseconds; 0 keeps none). Any change made through the servers
   * drops kept answers at once; this bounds how long a change made around them (a seed run, SQL by hand) goes unseen.
   */
  responseCacheMs: number;
  /** Days the change log keeps a dispatched entry (LANES_LOG_RETENTION_DAYS): how far back a catch-up can reach. */
  logRetentionDays: number;
  /**
   * Test only (LANES_TEST_HOLD_DISPATCH=1): the dispatcher publishes nothing and keeps its position, as a process killed
   * between its commits and their events would (the kill test restarts the server without it).
   */
  holdDispatch: boolean;
  /**
   * Attachments: the folder their files are kept in (LANES_UPLOADS_DIR, by default the data folder's `uploads`), the
   * largest file (LANES_ATTACHMENT_MAX_BYTES) and all of a workspace's files together (LANES_WORKSPACE_FILES_MAX_BYTES).
   */
  attachments: { uploadsDir: string; s3: S3Settings | null; maxFileBytes: number; maxWorkspaceBytes: number };
  /** Redis for live events and rate limits across instances; null means one instance (in-process pub/sub). */
  redisUrl: string | null;
  /** Prefixes Redis channels and keys, so deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Bearer token GET /metrics asks for; null (outside production only) leaves it open. */
  metricsToken: string | null;
  /** pino's level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: LogLevel;
  /** Take the client address from the last X-Forwarded-For entry (behind a load balancer that sets it). */
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** How long a client may take to send a whole request, headers and body (milliseconds); then it is answered 408. */
  requestTimeoutMs: number;
  /** The most request bodies one client address may be sending at once; more are answered 429. */
  maxOpenBodiesPerAddress: number;
  /** The browser app's settings given at start over the build's (see src/rules/runtimeConfig.ts). */
  runtimeSettings: RuntimeSettings;
  /** Configuration that starts but deserves a word, printed at start. */
  warnings: string[];
  /** Outgoing webhooks: where deliveries may go, how long one waits, when it is tried again. */
  webhooks: WebhookSettings;
}

/**
 * An S3-compatible bucket for attachments' files (LANES_S3_BUCKET set): its region, its endpoint for a store other than
 * AWS (MinIO, R2…), path-style addresses (most such stores want them), and the keys' prefix.
 */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  prefix: string;
}

// Outgoing webhooks (server/features/webhooks).
export interface WebhookSettings {
  /**
   * LANES_WEBHOOKS_ALLOW_PRIVATE=true: endpoints may be private, loopback or link-local addresses, and plain http (a
   * receiver on the same machine or network, for development and tests). Off, both are refused.
   */
  allowPrivate: boolean;
  /** How long a delivery waits for the receiver's answer (milliseconds). */
  timeoutMs: number;
  /** The waits before each retry of a failed delivery (milliseconds); once all are spent the delivery is given up. */
  retryDelaysMs: readonly number[];
  /** How often the worker looks for due deliveries and for changes other instances logged (milliseconds). */
  pollMs: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  timeoutMs: 10_000,
  // 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h: a receiver down for a day and a half still gets everything.
  retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000],
  pollMs: 1_000,
};

/** Requests a minute; over them the answer is 429 (RATE_LIMITED) with Retry-After. */
export interface RateLimits {
  /** GraphQL operations over HTTP and subscription starts, per person. */
  perUser: number;
  /** /graphql requests and WebSocket connections, per client address. */
  perAddress: number;
  /** /auth/local requests, per client address. */
  signInPerAddress: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['production', 'development', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** A configuration mistake, naming the variable at fault. */
export class ConfigError extends Error {
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const nodeEnv = parseNodeEnv(read('NODE_ENV'));
  const production = nodeEnv === 'production';
  const port = parsePort(read('PORT'));
  const host = read('HOST') ?? '127.0.0.1';
  const databaseUrl = parseDatabaseUrl(read('DATABASE_URL'));
  const clerkJwtKey = parseClerkJwtKey(read('CLERK_JWT_KEY'));
  const authorizedParties = parseAuthorizedParties(read('LANES_AUTHORIZED_PARTIES'), port);
  const allowBuiltinSignIn = parseBoolean('LANES_ALLOW_BUILTIN_SIGNIN', read('LANES_ALLOW_BUILTIN_SIGNIN'));
  const authMode = clerkJwtKey ? 'clerk' : 'builtin';
  const runtimeSettings = parseRuntimeSettings(read);
  const warnings = checkClerkPublishableKey(runtimeSettings.VITE_CLERK_PUBLISHABLE_KEY, clerkJwtKey, production);

  if (production && authMode === 'builtin' && !allowBuiltinSignIn) {
    throw new ConfigError(
      'LANES_ALLOW_BUILTIN_SIGNIN',
      'NODE_ENV=production needs Clerk: set CLERK_JWT_KEY, or set LANES_ALLOW_BUILTIN_SIGNIN=true to run the ' +
        'built-in sign-in (anyone can sign in as any account with it).',
    );
  }

  // The metrics describe the server and its traffic: in production they are never open to whoever reaches the port.
  const metricsToken = read('METRICS_TOKEN') ?? null;
  if (production && metricsToken === null) {
    throw new ConfigError(
      'METRICS_TOKEN',
      'NODE_ENV=production needs a bearer token for GET /metrics: set METRICS_TOKEN to a long random string (such as the ' +
        'output of `openssl rand -hex 32`) and give it to your Prometheus scraper.',
    );
  }

  const dataDir = path.resolve(read('LANES_DATA_DIR') ?? '.data');
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePool: {
      connections: parseLimit('LANES_DATABASE_CONNECTIONS', read('LANES_DATABASE_CONNECTIONS'), DEFAULT_POOL.connections, 1_000),
      waitMs: parseLimit('LANES_DATABASE_WAIT_MS', read('LANES_DATABASE_WAIT_MS'), DEFAULT_POOL.waitMs, 600_000),
    },
    workspaceAdmission: {
      inFlight: parseLimit('LANES_MAX_INFLIGHT_PER_WORKSPACE', read('LANES_MAX_INFLIGHT_PER_WORKSPACE'), DEFAULT_ADMISSION.inFlight, 1_000),
      queued: parseLimit('LANES_MAX_QUEUED_PER_WORKSPACE', read('LANES_MAX_QUEUED_PER_WORKSPACE'), DEFAULT_ADMISSION.queued, 100_000, 0),
      waitMs: parseLimit('LANES_WORKSPACE_QUEUE_WAIT_MS', read('LANES_WORKSPACE_QUEUE_WAIT_MS'), DEFAULT_ADMISSION.waitMs, 600_000),
    },
    clerkJwtKey,
    clerkWebhookSigningSecret: parseWebhookSecret(read('CLERK_WEBHOOK_SIGNING_SECRET')),
    authorizedParties,
    publicUrl: parsePublicUrl(read('LANES_PUBLIC_URL'), authorizedParties),
    staticDir: path.resolve(read('LANES_STATIC_DIR') ?? 'dist'),
    nodeEnv,
    production,
    authMode,
    maxSocketsPerUser: parseLimit('LANES_MAX_SOCKETS_PER_USER', read('LANES_MAX_SOCKETS_PER_USER'), 20),
    maxSubscriptionsPerSocket: parseLimit('LANES_MAX_SUBSCRIPTIONS_PER_SOCKET', read('LANES_MAX_SUBSCRIPTIONS_PER_SOCKET'), 50),
    maxPresencePerUser: parseLimit('LANES_MAX_PRESENCE_PER_USER', read('LANES_MAX_PRESENCE_PER_USER'), 30),
    maxPresencePerSubject: parseLimit('LANES_MAX_PRESENCE_PER_SUBJECT', read('LANES_MAX_PRESENCE_PER_SUBJECT'), 200),
    webSocketHeartbeatMs: parseLimit('LANES_WEBSOCKET_HEARTBEAT_MS', read('LANES_WEBSOCKET_HEARTBEAT_MS'), 10_000, 600_000),
    responseCacheMs: parseLimit('LANES_RESPONSE_CACHE_MS', read('LANES_RESPONSE_CACHE_MS'), 10_000, 600_000, 0),
    logRetentionDays: parseLimit('LANES_LOG_RETENTION_DAYS', read('LANES_LOG_RETENTION_DAYS'), 30, 36_500),
    holdDispatch: read('LANES_TEST_HOLD_DISPATCH') === '1',
    attachments: {
      uploadsDir: path.resolve(read('LANES_UPLOADS_DIR') ?? path.join(dataDir, 'uploads')),
      s3: parseS3Settings(read),
      maxFileBytes: parseLimit('LANES_ATTACHMENT_MAX_BYTES', read('LANES_ATTACHMENT_MAX_BYTES'), 25 * 1024 * 1024, 2 ** 31 - 1),
      maxWorkspaceBytes: parseLimit('LANES_WORKSPACE_FILES_MAX_BYTES', read('LANES_WORKSPACE_FILES_MAX_BYTES'), 5 * 1024 ** 3, Number.MAX_SAFE_INTEGER),
    },
    redisUrl: parseRedisUrl(read('REDIS_URL')),
    redisKeyPrefix: read('REDIS_KEY_PREFIX') ?? 'lanes:',
    metricsToken,
    logLevel: parseLogLevel(read('LOG_LEVEL'), nodeEnv),
    trustProxy: parseBoolean('LANES_TRUST_PROXY', read('LANES_TRUST_PROXY')),
    rateLimits: {
      perUser: parseLimit('LANES_RATE_LIMIT_PER_USER', read('LANES_RATE_LIMIT_PER_USER'), 300, 1_000_000),
      perAddress: parseLimit('LANES_RATE_LIMIT_PER_ADDRESS', read('LANES_RATE_LIMIT_PER_ADDRESS'), 1200, 1_000_000),
      signInPerAddress: parseLimit('LANES_RATE_LIMIT_SIGNIN_PER_ADDRESS', read('LANES_RATE_LIMIT_SIGNIN_PER_ADDRESS'), 120, 1_000_000),
    },
    requestTimeoutMs: parseLimit('LANES_REQUEST_TIMEOUT_MS', read('LANES_REQUEST_TIMEOUT_MS'), 30_000, 600_000, 1_000),
    maxOpenBodiesPerAddress: parseLimit('LANES_MAX_OPEN_BODIES_PER_ADDRESS', read('LANES_MAX_OPEN_BODIES_PER_ADDRESS'), 20),
    runtimeSettings,
    warnings,
    webhooks: {
      ...DEFAULT_WEBHOOK_SETTINGS,
      allowPrivate: parseBoolean('LANES_WEBHOOKS_ALLOW_PRIVATE', read('LANES_WEBHOOKS_ALLOW_PRIVATE')),
      retryDelaysMs: parseRetryDelays(read('LANES_WEBHOOKS_RETRY_DELAYS_MS')),
    },
  };
}

// A mistyped NODE_ENV ("Production", "prod") must not quietly start a development server (GraphiQL, built-in sign-in).
function parseNodeEnv(value: string | undefined): NodeEnv {
  if (value === undefined) return 'development';
  if (!(NODE_ENVS as readonly string[]).includes(value)) {
    throw new ConfigError('NODE_ENV', `must be production, development or test (lower case), got "${value}".`);
  }
  return value as NodeEnv;
}

function parseLimit(name: string, value: string | undefined, fallback: number, max = 100_000, min = 1): number {
  if (value === undefined) return fallback;
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < min || limit > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${value}".`);
  }
  return limit;
}

function parseRedisUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:')) {
    throw new ConfigError('REDIS_URL', 'must be a Redis URL such as redis://host:6379 or rediss://user:password@host:6380/0.');
  }
  return value;
}

function parseLogLevel(value: string | undefined, nodeEnv: NodeEnv): LogLevel {
  if (value === undefined) return nodeEnv === 'test' ? 'silent' : 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  }
  return value as LogLevel;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 4000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${value}".`);
  }
  return port;
}

function parseDatabaseUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL', 'must be a connection URL such as postgres://user@host:5432/lanes.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `must start with postgres:// or postgresql://, got "${url.protocol}//".`);
  }
  return value;
}

function parseWebhookSecret(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!/^whsec_[A-Za-z0-9+/=]{16,}$/.test(value)) {
    throw new ConfigError('CLERK_WEBHOOK_SIGNING_SECRET', "must be the endpoint's signing secret from Clerk's dashboard (whsec_…).");
  }
  return value;
}

function parseClerkJwtKey(value: string | undefined): string | null {
  if (value === undefined) return null;
  // .env files often hold the PEM on one line with literal "\n" separators.
  const pem = value.replace(/\\n/g, '\n');
  const hint = "paste the PEM public key from Clerk's dashboard (API keys, Show JWT public key).";
  if (!pem.includes('-----BEGIN PUBLIC KEY-----')) {
    throw new ConfigError('CLERK_JWT_KEY', `is not a PEM public key: ${hint}`);
  }
  try {
    const key = createPublicKey(pem);
    // Clerk's networkless verification only reads RSA-2048 keys.
    if (key.asymmetricKeyType !== 'rsa' || key.asymmetricKeyDetails?.modulusLength !== 2048) {
      throw new Error('not RSA-2048');
    }
  } catch {
    throw new ConfigError('CLERK_JWT_KEY', `is not a readable RSA-2048 public key: ${hint}`);
  }
  return pem;
}

/**
 * The app's Clerk key must be one Clerk accepts (else its sign-in throws while rendering) and go with the server's
 * CLERK_JWT_KEY (else the app signs in with Clerk while the server runs the built-in sign-in and refuses Clerk's
 * tokens). Answers the warnings: a production instance's key outside production.
 */
function checkClerkPublishableKey(key: string | undefined, clerkJwtKey: string | null, production: boolean): string[] {
  if (key === undefined) return [];
  if (!isPublishableKey(key)) {
    throw new ConfigError('VITE_CLERK_PUBLISHABLE_KEY', "is not a Clerk publishable key: copy it from Clerk's dashboard (API keys: pk_test_… or pk_live_…).");
  }
  if (!clerkJwtKey) {
    throw new ConfigError(
      'CLERK_JWT_KEY',
      "must be set with VITE_CLERK_PUBLISHABLE_KEY (the app signs in with Clerk, so the server must verify Clerk's tokens): " +
        "paste the PEM public key from the same Clerk instance's API keys page.",
    );
  }
  if (key.startsWith('pk_live_') && !production) {
    return ["VITE_CLERK_PUBLISHABLE_KEY is a production instance's key (pk_live_) but NODE_ENV is not production: use the development instance's pk_test_ key."];
  }
  return [];
}

function parseAuthorizedParties(value: string | undefined, port: number): string[] {
  if (value === undefined) {
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, 'http://localhost:5173', 'http://127.0.0.1:5173'];
  }
  const origins = value.split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of origins) assertOrigin('LANES_AUTHORIZED_PARTIES', origin);
  if (origins.length === 0) {
    throw new ConfigError('LANES_AUTHORIZED_PARTIES', 'lists no origin.');
  }
  return origins;
}

function parseS3Settings(read: (name: string) => string | undefined): S3Settings | null {
  const bucket = read('LANES_S3_BUCKET')?.trim();
  if (!bucket) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('LANES_S3_BUCKET', `"${bucket}" is not a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens.`);
  }
  const endpoint = read('LANES_S3_ENDPOINT')?.trim() || null;
  if (endpoint !== null) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(endpoint);
    } catch {
      // reported below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol)) throw new ConfigError('LANES_S3_ENDPOINT', `"${endpoint}" is not an http(s) address, such as https://s3.example.com.`);
  }
  const prefix = read('LANES_S3_PREFIX') ?? 'attachments/';
  if (prefix !== '' && (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix) || prefix.split('/').some((part) => /^\.+$/.test(part)))) {
    throw new ConfigError('LANES_S3_PREFIX', `"${prefix}" is not a key prefix: folder names ending with a slash, such as lanes/attachments/.`);
  }
  return {
    bucket,
    region: read('LANES_S3_REGION')?.trim() || read('AWS_REGION')?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: parseBoolean('LANES_S3_FORCE_PATH_STYLE', read('LANES_S3_FORCE_PATH_STYLE')),
    prefix,
  };
}

function parsePublicUrl(value: string | undefined, authorizedParties: readonly string[]): string {
  if (value === undefined || value.trim() === '') return authorizedParties[0];
  const origin = value.trim().replace(/\/$/, '');
  assertOrigin('LANES_PUBLIC_URL', origin);
  return origin;
}

function assertOrigin(name: string, origin: string): void {
  let parsed: URL | null = null;
  try {
    parsed = new URL(origin);
  } catch {
    // reported below
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
    throw new ConfigError(name, `"${origin}" is not an origin: use scheme, host and port only, such as https://lanes.example.com.`);
  }
}

/** The waits before each retry of a failed webhook delivery: 1 to 20 times, each 1 ms to a day, comma-separated. */
function parseRetryDelays(value: string | undefined): readonly number[] {
  if (value === undefined) return DEFAULT_WEBHOOK_SETTINGS.retryDelaysMs;
  const delays = value.split(',').map((part) => part.trim());
  if (delays.length > 20 || delays.some((delay) => !/^\d+$/.test(delay) || Number(delay) < 1 || Number(delay) > 86_400_000)) {
    throw new ConfigError('LANES_WEBHOOKS_RETRY_DELAYS_MS', `must be 1 to 20 waits in milliseconds (1 to 86400000), comma-separated, got "${value}".`);
  }
  return delays.map(Number);
}

function parseBoolean(name: string, value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new ConfigError(name, `must be "true" or "false", got "${value}".`);
}

/** The settings set (non-empty) in the environment; ConfigError naming a malformed one. */
function parseRuntimeSettings(read: (name: string) => string | undefined): RuntimeSettings {
  const settings: RuntimeSettings = {};
  for (const name of RUNTIME_SETTINGS) {
    const value = read(name);
    if (value !== undefined) settings[name] = value;
  }
  const gtmId = settings.VITE_GTM_ID;
  if (gtmId !== undefined && !/^GTM-[A-Z0-9]+$/.test(gtmId)) {
    throw new ConfigError('VITE_GTM_ID', `must be a Google Tag Manager container id such as GTM-ABC123, got "${gtmId}".`);
  }
  const host = settings.VITE_POSTHOG_HOST;
  if (host !== undefined && !/^https?:\/\/[^/\s]+/.test(host)) {
    throw new ConfigError('VITE_POSTHOG_HOST', `must be an http(s) URL such as https://eu.i.posthog.com, got "${host}".`);
  }
  const imageHosts = settings.LANES_IMAGE_HOSTS;
  if (imageHosts !== undefined && imageOriginsOf(imageHosts) === null) {
    throw new ConfigError('LANES_IMAGE_HOSTS', `must list hosts or https origins, comma-separated, such as images.example.com, got "${imageHosts}".`);
  }
  const sendPii = settings.VITE_POSTHOG_SEND_PII;
  if (sendPii !== undefined && sendPii !== 'true' && sendPii !== 'false') {
    throw new ConfigError('VITE_POSTHOG_SEND_PII', `must be true or false, got "${sendPii}".`);
  }
  return settings;
}
