import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../../features/users/domain';
import type { WorkspaceRow } from '../../features/workspaces/domain';
import type { ProjectRow } from '../../features/projects/domain';
import type { ConnectionSource } from '../connections';
import type { ProjectEvent as ProjectEventSource } from '../../features/projects/events';
import type { Viewer as ViewerSource } from '../../auth/viewer';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time in UTC, such as 2026-11-21T09:30:00.000Z. */
  DateTime: { input: Date | string; output: Date | string; }
};

export type ArchiveProjectInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveProjectPayload = {
  __typename?: 'ArchiveProjectPayload';
  /** The archived project's id, for connections to drop. */
  archivedProjectId: Scalars['ID']['output'];
  project: Project;
};

export type CreateProjectInput = {
  /** Up to 2,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Two to five capital letters (A-Z), unique in the workspace. */
  key: Scalars['String']['input'];
  /** One to 80 characters after trimming. */
  name: Scalars['String']['input'];
};

export type CreateProjectPayload = {
  __typename?: 'CreateProjectPayload';
  project: Project;
  /** The new project's edge, for connections to insert. */
  projectEdge: ProjectEdge;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Archives a project: it leaves the default project list but keeps its data. */
  archiveProject: ArchiveProjectPayload;
  /** Creates a project in the viewer's workspace. CONFLICT when the key is taken there. */
  createProject: CreateProjectPayload;
  /** Restores an archived project to the project list. */
  unarchiveProject: UnarchiveProjectPayload;
  /** Renames a project or changes its description. */
  updateProject: UpdateProjectPayload;
};


export type MutationArchiveProjectArgs = {
  input: ArchiveProjectInput;
};


export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


export type MutationUnarchiveProjectArgs = {
  input: UnarchiveProjectInput;
};


export type MutationUpdateProjectArgs = {
  input: UpdateProjectInput;
};

/** An object with a globally unique, opaque id (the Relay server specification). */
export type Node = {
  /** The object's opaque global id. */
  id: Scalars['ID']['output'];
};

/** Where a page of a connection starts and ends. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

/** A body of work inside a workspace, identified by a short key such as WEB. */
export type Project = Node & {
  __typename?: 'Project';
  /** When the project was archived; null while it is active. */
  archivedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Up to 2,000 characters; empty when there is none. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Two to five capital letters, unique in the workspace; issue numbers are prefixed with it. */
  key: Scalars['String']['output'];
  /** One to 80 characters. */
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Whether the viewer may archive (or restore) the project. */
  viewerCanArchive: Scalars['Boolean']['output'];
  /** Whether the viewer may rename the project and change its description. */
  viewerCanUpdate: Scalars['Boolean']['output'];
};

export type ProjectConnection = {
  __typename?: 'ProjectConnection';
  edges: Array<ProjectEdge>;
  pageInfo: PageInfo;
  /** How many projects the connection holds in all (with its filters, regardless of paging). */
  totalCount: Scalars['Int']['output'];
};

export type ProjectEdge = {
  __typename?: 'ProjectEdge';
  cursor: Scalars['String']['output'];
  node: Project;
};

/** A change to one project of the viewer's workspace, as it happened. */
export type ProjectEvent = {
  __typename?: 'ProjectEvent';
  /** The project's edge when it joined the active list (CREATED, UNARCHIVED); null otherwise. */
  addedEdge: Maybe<ProjectEdge>;
  kind: ProjectEventKind;
  /** The project as it is after the change. */
  project: Project;
  /** The project's id when it left the active list (ARCHIVED); null otherwise. */
  removedProjectId: Maybe<Scalars['ID']['output']>;
};

/** What happened to a project. */
export type ProjectEventKind =
  | 'ARCHIVED'
  | 'CREATED'
  | 'UNARCHIVED'
  | 'UPDATED';

export type Query = {
  __typename?: 'Query';
  /** Fetches any object of the viewer's workspace by its global id; null when it does not exist there. */
  node: Maybe<Node>;
  /**
   * Fetches several objects by id, in the order asked; null for each that does not exist there. At most 100 ids:
   * more fail with BAD_USER_INPUT (field ids).
   */
  nodes: Array<Maybe<Node>>;
  /** The signed-in person and their active workspace. Fails with UNAUTHENTICATED without a valid token. */
  viewer: Viewer;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Every change to the projects of the viewer's workspace, made by anyone, including the viewer. */
  projectEvents: ProjectEvent;
};

export type UnarchiveProjectInput = {
  id: Scalars['ID']['input'];
};

export type UnarchiveProjectPayload = {
  __typename?: 'UnarchiveProjectPayload';
  project: Project;
  /** The restored project's edge, for connections to insert. */
  projectEdge: ProjectEdge;
};

export type UpdateProjectInput = {
  /** Up to 2,000 characters; left unchanged when absent. */
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** One to 80 characters after trimming; left unchanged when absent. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProjectPayload = {
  __typename?: 'UpdateProjectPayload';
  project: Project;
};

/** A person who can sign in. */
export type User = Node & {
  __typename?: 'User';
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** The signed-in person, seen from their active workspace. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The organization permissions the session carries, such as org:projects:manage. */
  permissions: Array<Scalars['String']['output']>;
  /** The organization role of the session, such as org:admin; null in a personal workspace. */
  role: Maybe<Scalars['String']['output']>;
  user: User;
  /** The active workspace: the session's organization, else the person's personal workspace. */
  workspace: Workspace;
};

/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type Workspace = Node & {
  __typename?: 'Workspace';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** True for a person's own workspace outside any organization. */
  personal: Scalars['Boolean']['output'];
  /**
   * The workspace's projects, newest first. Archived projects are left out unless `includeArchived` is true.
   * `first`/`last` are limited to 100.
   */
  projects: ProjectConnection;
  /** The organization slug; null for a personal workspace. */
  slug: Maybe<Scalars['String']['output']>;
  /** Whether the viewer may create projects here. */
  viewerCanCreateProject: Scalars['Boolean']['output'];
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( ProjectRow )
    | ( UserRow )
    | ( WorkspaceRow )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ArchiveProjectInput: ArchiveProjectInput;
  ArchiveProjectPayload: ResolverTypeWrapper<Omit<ArchiveProjectPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateProjectInput: CreateProjectInput;
  CreateProjectPayload: ResolverTypeWrapper<Omit<CreateProjectPayload, 'project' | 'projectEdge'> & { project: ResolversTypes['Project'], projectEdge: ResolversTypes['ProjectEdge'] }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Project: ResolverTypeWrapper<ProjectRow>;
  ProjectConnection: ResolverTypeWrapper<ConnectionSource<ProjectRow>>;
  ProjectEdge: ResolverTypeWrapper<Omit<ProjectEdge, 'node'> & { node: ResolversTypes['Project'] }>;
  ProjectEvent: ResolverTypeWrapper<ProjectEventSource>;
  ProjectEventKind: ProjectEventKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UnarchiveProjectInput: UnarchiveProjectInput;
  UnarchiveProjectPayload: ResolverTypeWrapper<Omit<UnarchiveProjectPayload, 'project' | 'projectEdge'> & { project: ResolversTypes['Project'], projectEdge: ResolversTypes['ProjectEdge'] }>;
  UpdateProjectInput: UpdateProjectInput;
  UpdateProjectPayload: ResolverTypeWrapper<Omit<UpdateProjectPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  User: ResolverTypeWrapper<UserRow>;
  Viewer: ResolverTypeWrapper<ViewerSource>;
  Workspace: ResolverTypeWrapper<WorkspaceRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ArchiveProjectInput: ArchiveProjectInput;
  ArchiveProjectPayload: Omit<ArchiveProjectPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  Boolean: Scalars['Boolean']['output'];
  CreateProjectInput: CreateProjectInput;
  CreateProjectPayload: Omit<CreateProjectPayload, 'project' | 'projectEdge'> & { project: ResolversParentTypes['Project'], projectEdge: ResolversParentTypes['ProjectEdge'] };
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  Project: ProjectRow;
  ProjectConnection: ConnectionSource<ProjectRow>;
  ProjectEdge: Omit<ProjectEdge, 'node'> & { node: ResolversParentTypes['Project'] };
  ProjectEvent: ProjectEventSource;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UnarchiveProjectInput: UnarchiveProjectInput;
  UnarchiveProjectPayload: Omit<UnarchiveProjectPayload, 'project' | 'projectEdge'> & { project: ResolversParentTypes['Project'], projectEdge: ResolversParentTypes['ProjectEdge'] };
  UpdateProjectInput: UpdateProjectInput;
  UpdateProjectPayload: Omit<UpdateProjectPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  User: UserRow;
  Viewer: ViewerSource;
  Workspace: WorkspaceRow;
};

export type ArchiveProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveProjectPayload'] = ResolversParentTypes['ArchiveProjectPayload']> = {
  archivedProjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
};

export type CreateProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateProjectPayload'] = ResolversParentTypes['CreateProjectPayload']> = {
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectEdge?: Resolver<ResolversTypes['ProjectEdge'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  archiveProject?: Resolver<ResolversTypes['ArchiveProjectPayload'], ParentType, ContextType, RequireFields<MutationArchiveProjectArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['CreateProjectPayload'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  unarchiveProject?: Resolver<ResolversTypes['UnarchiveProjectPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveProjectArgs, 'input'>>;
  updateProject?: Resolver<ResolversTypes['UpdateProjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'input'>>;
};

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Project' | 'User' | 'Workspace', ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCanArchive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProjectConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectConnection'] = ResolversParentTypes['ProjectConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProjectEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectEdge'] = ResolversParentTypes['ProjectEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
};

export type ProjectEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectEvent'] = ResolversParentTypes['ProjectEvent']> = {
  addedEdge?: Resolver<Maybe<ResolversTypes['ProjectEdge']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProjectEventKind'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  removedProjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  projectEvents?: SubscriptionResolver<ResolversTypes['ProjectEvent'], "projectEvents", ParentType, ContextType>;
};

export type UnarchiveProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnarchiveProjectPayload'] = ResolversParentTypes['UnarchiveProjectPayload']> = {
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectEdge?: Resolver<ResolversTypes['ProjectEdge'], ParentType, ContextType>;
};

export type UpdateProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProjectPayload'] = ResolversParentTypes['UpdateProjectPayload']> = {
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type WorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  projects?: Resolver<ResolversTypes['ProjectConnection'], ParentType, ContextType, RequireFields<WorkspaceProjectsArgs, 'includeArchived'>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerCanCreateProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ArchiveProjectPayload?: ArchiveProjectPayloadResolvers<ContextType>;
  CreateProjectPayload?: CreateProjectPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectConnection?: ProjectConnectionResolvers<ContextType>;
  ProjectEdge?: ProjectEdgeResolvers<ContextType>;
  ProjectEvent?: ProjectEventResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UnarchiveProjectPayload?: UnarchiveProjectPayloadResolvers<ContextType>;
  UpdateProjectPayload?: UpdateProjectPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
};

