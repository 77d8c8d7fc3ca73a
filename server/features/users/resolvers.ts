// The viewer and people.
import { requireViewer } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineNode } from '../../graphql/nodes';
import type { UserRow } from './domain';

/** People are visible through a shared workspace only: the loader finds members of the viewer's workspace. */
export const userNode = defineNode<UserRow>({
  type: 'User',
  idKind: 'text',
  load: (context, id) => requireViewer(context).loaders.member.load(id),
});

export const userResolvers = {
  Query: {
    viewer: (_parent, _args, context) => requireViewer(context).viewer,
  },
} satisfies Resolvers;
