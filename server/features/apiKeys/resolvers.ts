// API keys: the ApiKey node, Viewer.apiKeys/apiKeyRoles/viewerCanManageApiKeys, and the mutations that create and revoke
// them. Thin: the policy decides (never with an API key), the domain validates and writes, access ends a revoked key's
// sockets on every instance.
import { grantableRoles } from '../../auth/apiKeys';
import { assertCan, can, inWorkspace } from '../../auth/policy';
import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { ApiKeyRole, Resolvers } from '../../graphql/__generated__/resolvers';
import { defineNode } from '../../graphql/nodes';
import { createApiKey, findApiKeysByIds, listApiKeys, revokeApiKey, type ApiKeyRow } from './domain';

const ROLE_OF: Record<ApiKeyRole, string> = { ADMIN: 'org:admin', MEMBER: 'org:member', VIEWER: 'org:viewer' };
const ENUM_OF = new Map(Object.entries(ROLE_OF).map(([name, role]) => [role, name as ApiKeyRole]));

export const apiKeyNode = defineNode<ApiKeyRow>({
  type: 'ApiKey',
  idKind: 'uuid',
  // Only the viewer's own keys are found: another person's key is as absent as one of another workspace.
  load: async (context, id) => {
    const { viewer } = requireViewer(context);
    const [key] = await findApiKeysByIds(context.db, viewer.workspace.id, viewer.user.id, [id]);
    return key ?? null;
  },
});

/** The viewer's own role in the workspace (a personal workspace's owner is its owner). */
const ownRole = (viewer: Viewer) => (viewer.ownsWorkspace ? 'owner' : (viewer.role ?? ''));

function keyManager(context: GraphQLContext): Viewer {
  const { viewer } = requireViewer(context);
  assertCan(viewer, 'apiKey:manage', inWorkspace(viewer.workspace));
  return viewer;
}

export const apiKeyResolvers = {
  Viewer: {
    apiKeys: (viewer, _args, context) => listApiKeys(context.db, viewer.workspace.id, viewer.user.id),
    apiKeyRoles: (viewer) => grantableRoles(ownRole(viewer)).flatMap((role) => ENUM_OF.get(role) ?? []),
    viewerCanManageApiKeys: (viewer) => can(viewer, 'apiKey:manage', inWorkspace(viewer.workspace)),
  },
  ApiKey: {
    role: (key) => ENUM_OF.get(key.role) ?? 'VIEWER',
    expired: (key) => key.expiresAt !== null && key.expiresAt.getTime() <= Date.now(),
  },
  Mutation: {
    createApiKey: async (_parent, { input }, context) => {
      const viewer = keyManager(context);
      const { apiKey, secret } = await createApiKey(context.db, viewer.workspace.id, viewer.user.id, ownRole(viewer), {
        name: input.name,
        role: ROLE_OF[input.role],
        expiresAt: input.expiresAt == null ? null : new Date(input.expiresAt),
      });
      return { apiKey, secret };
    },
    revokeApiKey: async (_parent, { input }, context) => {
      const viewer = keyManager(context);
      const id = apiKeyNode.localId(input.apiKeyId);
      if (!id || !(await revokeApiKey(context.db, viewer.workspace.id, viewer.user.id, id))) {
        throw notFound('You have no API key with this id.', 'apiKeyId');
      }
      await context.access.apiKeyRevoked(id);
      return { revokedApiKeyId: input.apiKeyId };
    },
  },
} satisfies Resolvers;
