// Cycles: the Cycle node, the fields cycles add to Workspace, Issue and the history, the cycle mutations and events.
// Thin: the domain validates and writes, the policy decides.
import { assertCan, can, inWorkspace } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineKeyCursors } from '../../graphql/connections';
import { defineNode } from '../../graphql/nodes';
import { workspaceSubscription } from '../../live/subscription';
import { cycleStatus, isoDay } from '../../../src/rules/cycle';
import {
  countCycleIssues,
  createCycle,
  createCycleCadence,
  cycleBurnUp,
  cycleIssuePosition,
  deleteCycle,
  findCycleByNumber,
  findCycleOn,
  listCycleIssues,
  listCycles,
  setCycleRollover,
  updateCycle,
  type CycleIssuePosition,
  type CycleRow,
} from './domain';
import { cyclesTopic, type CycleEvent } from './events';

export const cycleNode = defineNode<CycleRow>({
  type: 'Cycle',
  idKind: 'uuid',
  load: (context, id) => requireViewer(context).loaders.cycle.load(id),
});

const cycleIssueCursors = defineKeyCursors<Parameters<typeof cycleIssuePosition>[0], CycleIssuePosition>('cycle-issue', cycleIssuePosition, ['int', 'uuid']);

const NO_CYCLE = 'No cycle of this workspace has this id.';

function cycleIdOf(globalId: string): string {
  const id = cycleNode.localId(globalId);
  if (!id) throw notFound(NO_CYCLE, 'id');
  return id;
}

function found<T>(result: T | undefined): T {
  if (!result) throw notFound(NO_CYCLE, 'id');
  return result;
}

/** Cycles are the workspace's: managing one is an action on the workspace. */
const manageCycles = (context: GraphQLContext) => {
  const { viewer } = requireViewer(context);
  assertCan(viewer, 'cycle:manage', inWorkspace(viewer.workspace));
  return viewer;
};

const cycleOrNull = (context: GraphQLContext, id: string | null | undefined) => (id ? requireViewer(context).loaders.cycle.load(id) : null);

export const cycleResolvers = {
  Workspace: {
    cycles: (workspace, _args, { db }) => listCycles(db, workspace.id),
    cycle: async (workspace, { number }, { db }) => (await findCycleByNumber(db, workspace.id, number)) ?? null,
    currentCycle: async (workspace, _args, { db }) => (await findCycleOn(db, workspace.id, isoDay(new Date()))) ?? null,
    viewerCanManageCycles: (workspace, _args, context) => can(requireViewer(context).viewer, 'cycle:manage', inWorkspace(workspace)),
  },
  Issue: {
    cycle: (issue, _args, context) => cycleOrNull(context, issue.cycleId),
  },
  IssueFieldChange: {
    fromCycle: (change, _args, context) => cycleOrNull(context, change.fromCycleId),
    toCycle: (change, _args, context) => cycleOrNull(context, change.toCycleId),
  },
  Cycle: {
    status: (cycle) => cycleStatus(cycle, isoDay(new Date())),
    rolledOver: (cycle) => cycle.rolledOverAt !== null,
    issues: async (cycle, args, { db }) => {
      const page = await listCycleIssues(db, cycle.workspaceId, cycle.id, { first: args.first, after: cycleIssueCursors.decode(args.after, 'after') });
      return cycleIssueCursors.connection(page, () => countCycleIssues(db, cycle.workspaceId, cycle.id));
    },
    scope: async (cycle, _args, context) => (await requireViewer(context).loaders.cycleTotals.load(cycle.id)).scope,
    completed: async (cycle, _args, context) => (await requireViewer(context).loaders.cycleTotals.load(cycle.id)).completed,
    // In issues when the workspace estimates nothing (its scale NONE hides estimates and their sums), whatever was set before.
    burnUp: async (cycle, _args, context) =>
      cycleBurnUp(context.db, cycle, new Date(), { points: (await requireViewer(context).loaders.estimateScale.load(cycle.workspaceId)) !== 'NONE' }),
  },
  Mutation: {
    createCycle: async (_parent, { input }, context) => {
      const viewer = manageCycles(context);
      return { cycle: await createCycle(context.db, viewer.workspace.id, viewer.user.id, input) };
    },
    createCycleCadence: async (_parent, { input }, context) => {
      const viewer = manageCycles(context);
      return { cycles: await createCycleCadence(context.db, viewer.workspace.id, viewer.user.id, input) };
    },
    updateCycle: async (_parent, { input }, context) => {
      const viewer = manageCycles(context);
      const cycle = found(await updateCycle(context.db, viewer.workspace.id, viewer.user.id, cycleIdOf(input.id), input));
      return { cycle };
    },
    deleteCycle: async (_parent, { input }, context) => {
      const viewer = manageCycles(context);
      const cycle = found(await deleteCycle(context.db, viewer.workspace.id, viewer.user.id, cycleIdOf(input.id)));
      return { deletedCycleId: cycleNode.globalId(cycle.id) };
    },
    updateCycleSettings: async (_parent, { input }, context) => {
      const viewer = manageCycles(context);
      return { workspace: await setCycleRollover(context.db, viewer.workspace.id, viewer.user.id, input.rollover) };
    },
  },
  CycleEvent: {
    cycle: (event: CycleEvent) => (event.kind === 'DELETED' ? null : event.cycle),
    deletedCycleId: (event: CycleEvent) => (event.kind === 'DELETED' ? cycleNode.globalId(event.cycle.id) : null),
  },
  Subscription: {
    cycleEvents: {
      subscribe: (_parent, _args, context) => workspaceSubscription<CycleEvent>(context, cyclesTopic),
      resolve: (event: CycleEvent) => event,
    },
  },
} satisfies Resolvers;
