// Labels: the Label node, Workspace.labels and viewerCanManageLabels, and the label mutations. Thin: the domain
// validates and writes, the policy decides.
import { assertCan, can, inWorkspace } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineKeyCursors } from '../../graphql/connections';
import { defineNode } from '../../graphql/nodes';
import { workspaceSubscription } from '../../live/subscription';
import { labelsTopic, type LabelEvent } from './events';
import { countLabels, createLabel, deleteLabel, labelPosition, listLabels, updateLabel, type LabelChange, type LabelPosition, type LabelRow } from './domain';

export const labelNode = defineNode<LabelRow>({
  type: 'Label',
  idKind: 'uuid',
  load: (context, id) => requireViewer(context).loaders.label.load(id),
});

export const labelCursors = defineKeyCursors<LabelRow, LabelPosition>('label', labelPosition, ['text', 'int']);

const NO_LABEL = 'No label has this id.';

/** The local id of a label the input names; NOT_FOUND for an id that is not a label's. */
function labelIdOf(globalId: string): string {
  const id = labelNode.localId(globalId);
  if (!id) throw notFound(NO_LABEL);
  return id;
}

function found<T>(result: T | undefined): T {
  if (!result) throw notFound(NO_LABEL);
  return result;
}

/** Labels are the workspace's: managing one is an action on the workspace. */
const manageLabels = (context: GraphQLContext) => {
  const { viewer } = requireViewer(context);
  assertCan(viewer, 'label:manage', inWorkspace(viewer.workspace));
  return viewer;
};

export const labelResolvers = {
  Workspace: {
    viewerCanManageLabels: (workspace, _args, context) => can(requireViewer(context).viewer, 'label:manage', inWorkspace(workspace)),
    labels: async (workspace, args, { db }) => {
      const page = await listLabels(db, workspace.id, { first: args.first, after: labelCursors.decode(args.after, 'after') });
      return labelCursors.connection(page, () => countLabels(db, workspace.id));
    },
  },
  LabelConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
  Mutation: {
    createLabel: async (_parent, { input }, context) => {
      const viewer = manageLabels(context);
      const label = await createLabel(context.db, viewer.workspace.id, viewer.user.id, input);
      return { label, labelEdge: labelCursors.edge(label) };
    },
    updateLabel: async (_parent, { input }, context) => {
      const viewer = manageLabels(context);
      const { label }: LabelChange = found(await updateLabel(context.db, viewer.workspace.id, viewer.user.id, labelIdOf(input.id), input));
      return { label };
    },
    deleteLabel: async (_parent, { input }, context) => {
      const viewer = manageLabels(context);
      const label = found(await deleteLabel(context.db, viewer.workspace.id, viewer.user.id, labelIdOf(input.id)));
      return { deletedLabelId: labelNode.globalId(label.id) };
    },
  },
  LabelEvent: {
    label: (event: LabelEvent) => (event.kind === 'DELETED' ? null : event.label),
    deletedLabelId: (event: LabelEvent) => (event.kind === 'DELETED' ? labelNode.globalId(event.label.id) : null),
  },
  Subscription: {
    labelEvents: {
      subscribe: (_parent, _args, context) => workspaceSubscription<LabelEvent>(context, labelsTopic),
      resolve: (event: LabelEvent) => event,
    },
  },
} satisfies Resolvers;
