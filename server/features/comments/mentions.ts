// Mentions as text writes them (`@[<global user id>]`, src/rules/comment.ts), read into local user ids for the
// domain, which keeps only members of the workspace. Used by the comments and issues resolvers.
import { userNode } from '../users/resolvers';
import { mentionedIds } from '../../../src/rules/comment';

/** The local user ids the text mentions (ids that name no user are dropped), in order. */
export function mentionedUserIds(text: string): string[] {
  return mentionedIds(text).flatMap((id) => userNode.localId(id) ?? []);
}
