// Presence: who else is looking at a board or an issue. The subject is checked against the viewer's workspace once,
// the topic is the workspace's own (so no one outside it hears anything), and every message reaches the subscriber
// through workspaceSubscription (it stops when their session or membership ends, which is a goodbye too).
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { notFound } from '../../errors';
import { presenceStream, presenceTopic, type PresenceMessage } from '../../live/presence';
import { workspaceSubscription } from '../../live/subscription';
import { issueNode } from '../issues/resolvers';
import { projectNode } from '../projects/resolvers';
import type { UserRow } from '../users/domain';

export interface PresenceEventSource {
  /** The subject's global id. */
  subject: string;
  /** The people there besides the subscriber, in the order they came. */
  userIds: readonly string[];
}

/** The board or issue a global id names in the viewer's workspace, as a topic key; NOT_FOUND otherwise. */
async function subjectOf(context: GraphQLContext, globalId: string): Promise<{ key: string; globalId: string }> {
  const { loaders } = requireViewer(context);
  const projectId = projectNode.localId(globalId);
  const project = projectId ? await loaders.project.load(projectId) : null;
  if (project) return { key: `project:${project.id}`, globalId: projectNode.globalId(project.id) };
  const issueId = issueNode.localId(globalId);
  const issue = issueId ? await loaders.issue.load(issueId) : null;
  if (issue) return { key: `issue:${issue.id}`, globalId: issueNode.globalId(issue.id) };
  throw notFound('No project or issue has this id.', 'subject');
}

/** Each set of people as an event (by hand: an async generator waiting for the next set could not be ended). */
function eventsOf(people: AsyncIterableIterator<readonly string[]>, subject: string): AsyncIterableIterator<PresenceEventSource> {
  const iterator: AsyncIterableIterator<PresenceEventSource> = {
    async next() {
      const result = await people.next();
      return result.done ? { value: undefined, done: true } : { value: { subject, userIds: result.value }, done: false };
    },
    async return() {
      await people.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

export const presenceResolvers = {
  Subscription: {
    presence: {
      subscribe: async (_parent, { subject }, context) => {
        const { viewer } = requireViewer(context);
        const { key, globalId } = await subjectOf(context, subject);
        const topic = presenceTopic(viewer.workspace.id, key);
        const messages = workspaceSubscription<PresenceMessage>(context, (workspaceId) => presenceTopic(workspaceId, key));
        const people = presenceStream({
          messages,
          publish: (message) => context.pubsub.publish(topic, message),
          userId: viewer.user.id,
        });
        return eventsOf(people, globalId);
      },
      resolve: (event: PresenceEventSource) => event,
    },
  },
  PresenceEvent: {
    people: async ({ userIds }, _args, context) => {
      const { loaders } = requireViewer(context);
      const people = await loaders.member.loadMany([...userIds]);
      // Someone removed from the workspace meanwhile is left out (their subscriptions are ending).
      return people.filter((person): person is UserRow => person !== null && !(person instanceof Error));
    },
  },
} satisfies Resolvers;
