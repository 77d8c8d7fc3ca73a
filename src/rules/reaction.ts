// The emoji a comment can be reacted to with: the contract's ReactionContent values, in its order, with the emoji
// shown and the words read out. The server's order of a comment's reactions, the reaction bar and the optimistic
// responses all come from here. Imports nothing.
export const REACTIONS = [
  { content: 'THUMBS_UP', emoji: '👍', label: 'thumbs up' },
  { content: 'THUMBS_DOWN', emoji: '👎', label: 'thumbs down' },
  { content: 'LAUGH', emoji: '😄', label: 'laugh' },
  { content: 'HOORAY', emoji: '🎉', label: 'hooray' },
  { content: 'CONFUSED', emoji: '😕', label: 'confused' },
  { content: 'HEART', emoji: '❤️', label: 'heart' },
  { content: 'ROCKET', emoji: '🚀', label: 'rocket' },
  { content: 'EYES', emoji: '👀', label: 'eyes' },
] as const;

export type ReactionContent = (typeof REACTIONS)[number]['content'];

export const REACTION_CONTENTS: readonly ReactionContent[] = REACTIONS.map((reaction) => reaction.content);

export const isReactionContent = (value: string): value is ReactionContent => (REACTION_CONTENTS as readonly string[]).includes(value);

/** The emoji and words of a reaction. */
export const reactionOf = (content: ReactionContent) => REACTIONS.find((reaction) => reaction.content === content)!;
