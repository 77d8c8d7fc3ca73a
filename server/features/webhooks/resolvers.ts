// Webhooks: the WebhookEndpoint and WebhookDelivery nodes, Workspace.webhookEndpoints, and the mutations. Thin: the
// policy decides (admins only, reads included: an endpoint shows its secret), the domain validates and writes.
import { assertCan, can, inWorkspace } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineNode } from '../../graphql/nodes';
import {
  createEndpoint,
  deleteEndpoint,
  eventTypesOf,
  findDelivery,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './domain';

/** The viewer, once the policy lets them manage the workspace's webhooks. */
const manageWebhooks = (context: GraphQLContext) => {
  const { viewer } = requireViewer(context);
  assertCan(viewer, 'webhook:manage', inWorkspace(viewer.workspace));
  return viewer;
};

const mayManage = (context: GraphQLContext) => {
  const { viewer } = requireViewer(context);
  return can(viewer, 'webhook:manage', inWorkspace(viewer.workspace));
};

export const webhookEndpointNode = defineNode<EndpointRow>({
  type: 'WebhookEndpoint',
  idKind: 'uuid',
  // Someone who may not manage webhooks finds none (their secrets stay the admins').
  load: async (context, id) => (mayManage(context) ? ((await findEndpoint(context.db, requireViewer(context).viewer.workspace.id, id)) ?? null) : null),
});

export const webhookDeliveryNode = defineNode<DeliveryRow>({
  type: 'WebhookDelivery',
  idKind: 'uuid',
  load: async (context, id) => (mayManage(context) ? ((await findDelivery(context.db, requireViewer(context).viewer.workspace.id, id)) ?? null) : null),
});

const NO_ENDPOINT = 'No webhook has this id.';

function found<T>(row: T | undefined, message = NO_ENDPOINT): T {
  if (!row) throw notFound(message);
  return row;
}

function endpointIdOf(globalId: string): string {
  return found(webhookEndpointNode.localId(globalId) ?? undefined);
}

const MAX_DELIVERIES = 100;

export const webhookResolvers = {
  Workspace: {
    viewerCanManageWebhooks: (workspace, _args, context) => can(requireViewer(context).viewer, 'webhook:manage', inWorkspace(workspace)),
    webhookEndpoints: (workspace, _args, context) => (mayManage(context) ? listEndpoints(context.db, workspace.id) : null),
  },
  WebhookEndpoint: {
    eventTypes: (endpoint) => eventTypesOf(endpoint),
    deliveries: (endpoint, { first }, context) =>
      listDeliveries(context.db, endpoint.workspaceId, endpoint.id, Math.min(Math.max(first ?? 50, 1), MAX_DELIVERIES)),
  },
  WebhookDelivery: {
    status: (delivery) => delivery.status as 'PENDING' | 'SUCCEEDED' | 'FAILED',
    nextAttemptAt: (delivery) => (delivery.status === 'PENDING' ? delivery.nextAttemptAt : null),
    payload: (delivery) => JSON.stringify(delivery.payload, null, 2),
  },
  Mutation: {
    createWebhookEndpoint: async (_parent, { input }, context) => {
      const viewer = manageWebhooks(context);
      const endpoint = await createEndpoint(context.db, viewer.workspace.id, viewer.user.id, input, context.webhooks.settings.allowPrivate);
      return { endpoint, workspace: viewer.workspace };
    },
    updateWebhookEndpoint: async (_parent, { input }, context) => {
      const viewer = manageWebhooks(context);
      const endpoint = found(await updateEndpoint(context.db, viewer.workspace.id, endpointIdOf(input.id), input, context.webhooks.settings.allowPrivate));
      // Enabled again: its waiting deliveries go out now.
      if (endpoint.enabled) context.webhooks.changed(viewer.workspace.id);
      return { endpoint };
    },
    deleteWebhookEndpoint: async (_parent, { input }, context) => {
      const viewer = manageWebhooks(context);
      const endpoint = found(await deleteEndpoint(context.db, viewer.workspace.id, endpointIdOf(input.id)));
      return { deletedEndpointId: webhookEndpointNode.globalId(endpoint.id), workspace: viewer.workspace };
    },
    rotateWebhookSecret: async (_parent, { input }, context) => {
      const viewer = manageWebhooks(context);
      return { endpoint: found(await rotateSecret(context.db, viewer.workspace.id, endpointIdOf(input.id))) };
    },
    resendWebhookDelivery: async (_parent, { input }, context) => {
      const viewer = manageWebhooks(context);
      const NO_DELIVERY = 'No webhook delivery has this id.';
      const delivery = found(await resendDelivery(context.db, viewer.workspace.id, found(webhookDeliveryNode.localId(input.id) ?? undefined, NO_DELIVERY)), NO_DELIVERY);
      context.webhooks.changed(viewer.workspace.id);
      return { delivery, endpoint: found(await findEndpoint(context.db, viewer.workspace.id, delivery.endpointId)) };
    },
  },
} satisfies Resolvers;
