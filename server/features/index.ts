// Every feature of the server, in one list: the schema merges their resolvers and registers their node types. This
// folder is the composition root: server/app.ts hands the kernels the features, their loaders and the directory
// (directory.ts), and no kernel imports a feature at run time (server/kernels.test.ts).
// Adding a feature: a folder beside these (index.ts, resolvers.ts, domain.ts, events.ts, tests) and one line below.
import type { Resolvers, ResolversParentTypes } from '../graphql/__generated__/resolvers';
import type { Feature } from '../graphql/feature';
import type { ChangeEventBuilder } from '../live/dispatcher';
import { attachmentLoaders, attachmentsFeature } from './attachments';
import { apiKeysFeature } from './apiKeys';
import { commentLoaders, commentsFeature } from './comments';
import { cycleLoaders, cyclesFeature } from './cycles';
import { cycleChangeEvents } from './cycles/events';
import { timelineChangeEvents } from './comments/events';
import { issueLoaders, issuesFeature } from './issues';
import { issueChangeEvents } from './issues/events';
import { importsFeature } from './imports';
import { memberLoaders, membersFeature } from './members';
import { memberChangeEvents } from './members/events';
import { notificationsFeature } from './notifications';
import { notificationChangeEvents } from './notifications/events';
import { labelLoaders, labelsFeature } from './labels';
import { labelChangeEvents } from './labels/events';
import { presenceFeature } from './presence';
import { projectLoaders, projectsFeature } from './projects';
import { projectChangeEvents } from './projects/events';
import { subissueLoaders, subissuesFeature } from './subissues';
import { userLoaders, usersFeature } from './users';
import { workspacesFeature } from './workspaces';
import { webhooksFeature } from './webhooks';
import { viewsFeature } from './views';
import { viewChangeEvents } from './views/events';

export const features = [
  usersFeature,
  workspacesFeature,
  projectsFeature,
  labelsFeature,
  issuesFeature,
  membersFeature,
  presenceFeature,
  commentsFeature,
  notificationsFeature,
  attachmentsFeature,
  apiKeysFeature,
  subissuesFeature,
  webhooksFeature,
  viewsFeature,
  cyclesFeature,
  importsFeature,
] as const satisfies readonly Feature[];

export { directory, type Directory } from './directory';
// Outgoing webhooks' worker, started by server/app.ts beside the dispatcher.
export { createWebhookWorker, type WebhookWorker } from './webhooks/worker';
export { startCycleRollover } from './cycles';

// Each feature's per-request loaders (declared in its index.ts): a request's `context.loaders` holds them all, made for
// its workspace (server/graphql/loaders.ts). A feature whose resolvers read loaders not listed here fails typecheck.
export const featureLoaders = [projectLoaders, userLoaders, labelLoaders, issueLoaders, memberLoaders, commentLoaders, attachmentLoaders, subissueLoaders, cycleLoaders] as const;

// What each change-log entry means to each feature's subscribers: the dispatcher (server/live/dispatcher.ts) publishes
// the events these build, in the log's order (a change's issue event, then its timeline entry, then notifications).
export const featureChangeEvents: readonly ChangeEventBuilder[] = [
  projectChangeEvents,
  labelChangeEvents,
  issueChangeEvents,
  timelineChangeEvents,
  notificationChangeEvents,
  memberChangeEvents,
  viewChangeEvents,
  cycleChangeEvents,
];

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;
export type Loaders = Intersection<ReturnType<(typeof featureLoaders)[number]>>;

// Wiring that cannot break silently: every field of every object type must have a resolver in some feature or be a
// property of the type's mapper (the row type codegen.ts names for it). A field with neither (a column nobody
// migrated, a resolver nobody wrote) fails `npm run typecheck` here, naming the field.
type FeatureResolvers = (typeof features)[number]['resolvers'];
type ProvidedFields<T extends string> = FeatureResolvers extends infer R ? (R extends Record<T, infer F> ? keyof F : never) : never;
type ObjectTypeName = {
  [T in keyof Resolvers & keyof ResolversParentTypes]: NonNullable<Resolvers[T]> extends { __isTypeOf?: unknown } ? T : never;
}[keyof Resolvers & keyof ResolversParentTypes] &
  string;
type FieldOf<T extends ObjectTypeName> = Exclude<keyof NonNullable<Resolvers[T]>, '__isTypeOf' | '__resolveType'> & string;
type UnresolvedFields = {
  [T in ObjectTypeName]: Exclude<FieldOf<T>, keyof ResolversParentTypes[T] | ProvidedFields<T>> extends infer F extends string
    ? `${T}.${F}`
    : never;
}[ObjectTypeName];

/** Fails to type-check, naming `Type.field`, when a field has neither a resolver nor a mapper property. */
export const everyFieldHasASource: Record<UnresolvedFields, never> = {};
