// Presence: who else is looking at a board or an issue. The subject is checked against the viewer's workspace once,
// the topic is the workspace's own (so no one outside it hears anything), and every message reaches the subscriber
// through workspaceSubscription (it stops when their session or membership ends, which is a goodbye too). Every
// watcher of a subject on this instance is handed the same event per change (server/live/presence.ts): the viewer is
// left out of it here, as each one's people are resolved.
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { notFound } from '../../errors';
import { presenceTopic, type PresenceMessage, type PresenceSnapshot } from '../../live/presence';
import { workspaceSubscription } from '../../live/subscription';
import { issueNode } from '../issues/resolvers';
import { projectNode } from '../projects/resolvers';
import type { UserRow } from '../users/domain';

/** One change of a subject's people, shared by all its watchers on this instance. */
export type PresenceEventSource = PresenceSnapshot;

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

export const presenceResolvers = {
  Subscription: {
    presence: {
      subscribe: async (_parent, { subject }, context) => {
        const { viewer } = requireViewer(context);
        const { key, globalId } = await subjectOf(context, subject);
        return context.presence.watch({
          topic: presenceTopic(viewer.workspace.id, key),
          subject: globalId,
          userId: viewer.user.id,
          messages: () => workspaceSubscription<PresenceMessage>(context, (workspaceId) => presenceTopic(workspaceId, key)),
        });
      },
      resolve: (event: PresenceEventSource) => event,
    },
  },
  PresenceEvent: {
    people: async ({ userIds }, _args, context) => {
      const { viewer, loaders } = requireViewer(context);
      // Everyone's ids, as every watcher asks for them: the event's shared loaders read them once.
      const people = await loaders.member.loadMany([...userIds]);
      // The viewer (their other tabs too) is never shown to them; someone removed from the workspace meanwhile is left
      // out (their subscriptions are ending).
      return people.filter(
        (person): person is UserRow => person !== null && !(person instanceof Error) && person.id !== viewer.user.id,
      );
    },
  },
} satisfies Resolvers;
