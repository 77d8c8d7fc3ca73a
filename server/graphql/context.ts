// What every resolver receives: the database, live events, and the verified viewer (or why there is none).
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/database';
import type { LanesError } from '../errors';
import type { LiveAccess, LiveSocket } from '../live/access';
import type { MembershipCheck } from '../live/membershipCheck';
import type { Presence } from '../live/presence';
import type { PubSub } from '../live/pubsub';
import type { RequestLogFields } from '../observability/logger';
import type { WebhookRuntime } from '../features/webhooks/worker';
import type { LoaderFactory, Loaders } from './loaders';

export interface GraphQLContext {
  db: DB;
  pubsub: PubSub;
  /** Who is looking at which board or issue, on this instance (bounded per person and per subject). */
  presence: Presence;
  memberships: MembershipCheck;
  /** Ends access at once (a removed member's requests and sockets). */
  access: LiveAccess;
  /** Who signs people in, and so who manages members: Clerk (its organization settings) or the built-in sign-in. */
  signInMode: 'clerk' | 'builtin';
  /** The signed-in viewer; null when the request has no valid token (authError says why). */
  viewer: Viewer | null;
  authError: LanesError | null;
  /** Per request; replaced for every event of a subscription. Null without a viewer. */
  loaders: Loaders | null;
  /** Makes a workspace's loaders (the features', handed to the server at start). */
  createLoaders: LoaderFactory;
  /** What every log line about this operation carries (the request id; the user, workspace and operation once known). */
  logFields: RequestLogFields;
  /** The WebSocket an operation arrived on (subscriptions only run there); null over HTTP. */
  liveSocket: LiveSocket | null;
  /** Outgoing webhooks: their settings, and the worker to tell of a delivery added outside it. */
  webhooks: WebhookRuntime;
  /** The origin this server is reached at (LANES_PUBLIC_URL): the base of the file addresses exports carry. */
  publicUrl: string;
}

/** The viewer and loaders of an authenticated request; throws UNAUTHENTICATED otherwise. */
export function requireViewer(context: GraphQLContext): { viewer: Viewer; loaders: Loaders } {
  if (!context.viewer || !context.loaders) throw context.authError ?? new Error('The request has no viewer.');
  return { viewer: context.viewer, loaders: context.loaders };
}
