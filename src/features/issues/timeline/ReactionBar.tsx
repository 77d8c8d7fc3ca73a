// The emoji reactions under a comment: one toggle per emoji someone used (its count; who reacted in its tooltip and
// its accessible name; pressed when the viewer is among them), and "Add reaction", a menu of the set. Those who may
// not react (viewers) see the counts and who reacted, without the buttons.
import { graphql, useFragment } from 'react-relay';
import type { ReactionBar_comment$key } from '@/__generated__/ReactionBar_comment.graphql';
import { REACTIONS, reactionOf, type ReactionContent } from '@/rules/reaction';
import { Menu } from '@/ui/Menu';
import { useAddCommentReactionMutation } from './useAddCommentReactionMutation';
import { useRemoveCommentReactionMutation } from './useRemoveCommentReactionMutation';
import styles from './ReactionBar.module.css';

/** "Ada", "Ada and Max", "Ada, Max and Grace". */
export function names(people: ReadonlyArray<{ name: string }>): string {
  const all = people.map((person) => person.name);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

export function ReactionBar({
  comment: commentKey,
  viewer,
  canReact,
}: {
  comment: ReactionBar_comment$key;
  /** The signed-in person, who joins the people of a reaction at once. */
  viewer: { id: string; name: string };
  /** Whether the viewer may react here: whoever may comment on the issue may (the policy's comment:react). */
  canReact: boolean;
}) {
  const comment = useFragment(
    graphql`
      fragment ReactionBar_comment on Comment {
        id
        # Each one's count and whether the viewer is among them are read off its people.
        reactions {
          content
          users {
            id
            name
          }
        }
      }
    `,
    commentKey,
  );
  const add = useAddCommentReactionMutation();
  const remove = useRemoveCommentReactionMutation();
  const reactions = comment.reactions.filter((group): group is typeof group & { content: ReactionContent } =>
    REACTIONS.some((reaction) => reaction.content === group.content),
  );
  const mine = (group: { users: ReadonlyArray<{ id: string }> }) => group.users.some((user) => user.id === viewer.id);
  if (reactions.length === 0 && !canReact) return null;

  const toggle = (content: ReactionContent) => {
    const group = reactions.find((candidate) => candidate.content === content);
    (group && mine(group) ? remove : add)({ id: comment.id, reactions }, content, viewer);
  };

  return (
    <div className={styles.reactions} role="group" aria-label="Reactions">
      {reactions.map((group) => {
        const { emoji, label } = reactionOf(group.content);
        const who = names(group.users);
        // "thumbs up, 2: Ada and Max"; the tooltip says it as a sentence.
        const name = `${label}, ${group.users.length}${who ? `: ${who}` : ''}`;
        const tooltip = who ? `${who} reacted with ${label}` : label;
        const content = (
          <>
            <span aria-hidden="true">{emoji}</span>
            <span aria-hidden="true" className={styles.reactionCount}>
              {group.users.length}
            </span>
          </>
        );
        return canReact ? (
          <button
            key={group.content}
            type="button"
            className={styles.reaction}
            aria-pressed={mine(group)}
            aria-label={name}
            title={tooltip}
            onClick={() => toggle(group.content)}
          >
            {content}
          </button>
        ) : (
          <span key={group.content} className={styles.reaction} role="img" aria-label={name} title={tooltip}>
            {content}
          </span>
        );
      })}
      {canReact ? (
        <Menu
          label="Add reaction"
          align="start"
          icon={<span className={styles.addReaction}>☺+</span>}
          items={REACTIONS.map(({ content, emoji, label }) => ({
            label: `${emoji} ${label[0].toUpperCase()}${label.slice(1)}`,
            onSelect: () => toggle(content),
          }))}
        />
      ) : null}
    </div>
  );
}
