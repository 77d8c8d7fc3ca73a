// What a comment's reactions become when the viewer adds or takes back one (the optimistic answer of both reaction
// mutations): the group's count and pressed state change at once, the viewer joins or leaves its people, a group
// nobody is left in goes, a new one takes its place in the set's order.
import { REACTION_CONTENTS, type ReactionContent } from '@/rules/reaction';

export interface ReactionGroupData {
  /** One of the set, or a value this build does not know yet (it keeps its place: last). */
  readonly content: ReactionContent | '%future added value';
  readonly count: number;
  readonly viewerHasReacted: boolean;
  readonly users: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

export function reactionsAfter(
  groups: readonly ReactionGroupData[],
  content: ReactionContent,
  add: boolean,
  viewer: { id: string; name: string },
): ReactionGroupData[] {
  const current = groups.find((group) => group.content === content);
  if (add === Boolean(current?.viewerHasReacted)) return [...groups];
  const others = groups.filter((group) => group.content !== content);
  const users = (current?.users ?? []).filter((user) => user.id !== viewer.id);
  const changed: ReactionGroupData = add
    ? { content, count: (current?.count ?? 0) + 1, viewerHasReacted: true, users: [...users, viewer] }
    : { content, count: (current?.count ?? 1) - 1, viewerHasReacted: false, users };
  const next = changed.count > 0 ? [...others, changed] : others;
  const position = (group: ReactionGroupData) => {
    const index = (REACTION_CONTENTS as readonly string[]).indexOf(group.content);
    return index === -1 ? REACTION_CONTENTS.length : index;
  };
  return next.sort((a, b) => position(a) - position(b));
}
