// What a comment's reactions become when the viewer adds or takes back one (the optimistic answer of both reaction
// mutations): the viewer joins or leaves the emoji's people (its count and pressed state follow), a group nobody is
// left in goes, a new one takes its place in the set's order.
import { REACTION_CONTENTS, type ReactionContent } from '@/rules/reaction';

export interface ReactionGroupData {
  /** One of the set, or a value this build does not know yet (it keeps its place: last). */
  readonly content: ReactionContent | '%future added value';
  readonly users: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

export function reactionsAfter(
  groups: readonly ReactionGroupData[],
  content: ReactionContent,
  add: boolean,
  viewer: { id: string; name: string },
): ReactionGroupData[] {
  const current = groups.find((group) => group.content === content);
  const users = (current?.users ?? []).filter((user) => user.id !== viewer.id);
  if (add === (users.length !== (current?.users.length ?? 0))) return [...groups];
  const others = groups.filter((group) => group.content !== content);
  const changed: ReactionGroupData = { content, users: add ? [...users, viewer] : users };
  const next = changed.users.length > 0 ? [...others, changed] : others;
  const position = (group: ReactionGroupData) => {
    const index = (REACTION_CONTENTS as readonly string[]).indexOf(group.content);
    return index === -1 ? REACTION_CONTENTS.length : index;
  };
  return next.sort((a, b) => position(a) - position(b));
}
