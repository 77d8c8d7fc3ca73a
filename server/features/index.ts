// Every feature of the server, in one list: the schema merges their resolvers and registers their node types.
// Adding a feature: a folder beside these (index.ts, resolvers.ts, domain.ts, events.ts, tests) and one line below.
import type { Resolvers, ResolversParentTypes } from '../graphql/__generated__/resolvers';
import type { Feature } from '../graphql/feature';
import { commentsFeature } from './comments';
import { issuesFeature } from './issues';
import { membersFeature } from './members';
import { notificationsFeature } from './notifications';
import { labelsFeature } from './labels';
import { presenceFeature } from './presence';
import { projectsFeature } from './projects';
import { usersFeature } from './users';
import { workspacesFeature } from './workspaces';

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
] as const satisfies readonly Feature[];

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
