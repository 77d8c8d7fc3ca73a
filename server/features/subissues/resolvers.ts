// Sub-issues and relations: the fields they add to Issue, and their mutations. Thin: global ids become local ones, the
// policy decides (whoever may edit an issue may set its parent and relations), the domain validates and writes (with
// each touched issue's log entry, from which the issues' events builder makes their live events).
import { assertCan } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineKeyCursors } from '../../graphql/connections';
import { globalIds } from '../../graphql/nodes';
import type { IssueRow } from '../issues/domain';
import { issueNode } from '../issues/resolvers';
import { addIssueRelation, findRelation, listChildren, removeIssueRelation, setIssueParent, type ChildPosition } from './domain';

/** Relation ids (a relation is no node: it is read through its issues). */
export const relationIds = globalIds('IssueRelation', 'uuid');

const childCursors = defineKeyCursors<IssueRow, ChildPosition>(
  'issue-child',
  (issue) => [new Date(issue.createdAt).toISOString(), issue.id],
  ['timestamp', 'uuid'],
);

/** The live issue of the viewer's workspace an input names; NOT_FOUND naming the field otherwise. */
async function issueOf(context: GraphQLContext, globalId: string, field: string): Promise<IssueRow> {
  const id = issueNode.localId(globalId);
  const issue = id ? await requireViewer(context).loaders.issue.load(id) : null;
  if (!issue) throw notFound('No issue has this id.', field);
  return issue;
}

/** A domain result that names the input's field whose issue is gone (deleted meanwhile). */
function written<T extends object>(result: T): Exclude<T, { missing: string }> {
  if ('missing' in result) throw notFound('No issue has this id.', String(result.missing));
  return result as Exclude<T, { missing: string }>;
}

export const subissueResolvers = {
  Issue: {
    parent: (issue, _args, context) => (issue.parentId ? requireViewer(context).loaders.issue.load(issue.parentId) : null),
    children: async (issue, args, context) => {
      const { viewer, loaders } = requireViewer(context);
      const page = await listChildren(context.db, viewer.workspace.id, issue.id, { first: args.first, after: childCursors.decode(args.after, 'after') });
      return childCursors.connection(page, async () => (await loaders.issueStructure.load(issue.id))?.total ?? 0);
    },
    childProgress: async (issue, _args, context) => {
      const structure = await requireViewer(context).loaders.issueStructure.load(issue.id);
      return structure && structure.total > 0 ? { done: structure.done, total: structure.total } : null;
    },
    blocked: async (issue, _args, context) => (await requireViewer(context).loaders.issueStructure.load(issue.id))?.blocked ?? false,
    relations: (issue, _args, context) => requireViewer(context).loaders.issueRelations.load(issue.id),
  },
  IssueRelation: {
    relationId: (relation) => relationIds.globalId(relation.relationId),
    issue: async (relation, _args, context) => {
      const issue = await requireViewer(context).loaders.issue.load(relation.otherIssueId);
      if (!issue) throw new Error('A relation to an issue that is not live.');
      return issue;
    },
  },
  IssueFieldChange: {
    relationType: (change) => (change.field === 'RELATIONS' ? ((change.relationType as 'BLOCKS' | undefined) ?? null) : null),
  },
  Mutation: {
    setIssueParent: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const issue = await issueOf(context, input.id, 'id');
      assertCan(viewer, 'issue:update', issue);
      const parent = input.parentId == null ? null : await issueOf(context, input.parentId, 'parentId');
      if (parent) assertCan(viewer, 'issue:update', parent);
      return written(await setIssueParent(context.db, viewer.workspace.id, viewer.user.id, issue.id, parent?.id ?? null));
    },
    addIssueRelation: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const issue = await issueOf(context, input.issueId, 'issueId');
      assertCan(viewer, 'issue:update', issue);
      const related = await issueOf(context, input.relatedIssueId, 'relatedIssueId');
      assertCan(viewer, 'issue:update', related);
      const change = written(await addIssueRelation(context.db, viewer.workspace.id, viewer.user.id, issue.id, related.id, input.type));
      return { issue: change.issues[0], relatedIssue: change.issues[1] };
    },
    removeIssueRelation: async (_parent, { input }, context) => {
      const { viewer, loaders } = requireViewer(context);
      const id = relationIds.localId(input.id);
      const relation = id ? await findRelation(context.db, viewer.workspace.id, id) : undefined;
      if (!relation) throw notFound('No relation has this id.', 'id');
      const issues = await loaders.issue.loadMany([relation.issueId, relation.relatedIssueId]);
      for (const issue of issues) if (issue && !(issue instanceof Error)) assertCan(viewer, 'issue:update', issue);
      const change = await removeIssueRelation(context.db, viewer.workspace.id, viewer.user.id, relation.id);
      if (!change) throw notFound('No relation has this id.', 'id');
      return { removedRelationId: input.id, issues: change.issues };
    },
  },
} satisfies Resolvers;
