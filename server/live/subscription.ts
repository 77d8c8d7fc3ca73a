// The one way a subscription streams a workspace's events: it runs on a live WebSocket only, and every event is
// delivered only while the socket's session is live and the person is still a member (the checks of one event's many
// subscribers become one query), with fresh loaders (a subscription's context outlives any cache).
import { GraphQLError } from 'graphql';
import { forbidden } from '../errors';
import { requireViewer, type GraphQLContext } from '../graphql/context';
import { createLoaders } from '../graphql/loaders';
import { deliverWhile } from './pubsub';

export function workspaceSubscription<T>(context: GraphQLContext, topicOf: (workspaceId: string) => string): AsyncIterableIterator<T> {
  const { viewer } = requireViewer(context);
  const socket = context.liveSocket;
  if (!socket) {
    // Over HTTP (server-sent events) nothing would end the stream when the session or membership ends.
    throw new GraphQLError('Subscribe over the WebSocket (graphql-transport-ws) on /graphql.', { extensions: { code: 'BAD_REQUEST' } });
  }
  if (!socket.isLive()) throw forbidden('This connection has no live session: reconnect.');
  const workspaceId = viewer.workspace.id;
  return deliverWhile(context.pubsub.subscribe<T>(topicOf(workspaceId)), async () => {
    if (!socket.isLive()) return false;
    if (!(await context.memberships(workspaceId, socket.viewer.user.id))) return false;
    // The socket's latest token may carry a changed role.
    context.viewer = socket.viewer;
    context.loaders = createLoaders(context.db, workspaceId);
    return true;
  });
}
