// The rules of a comment's body, and how text (comments, issue descriptions) mentions a member: the server's
// validation, the comment form's messages and the optimistic responses all come from here. Imports nothing outside
// src/rules.
import { characterCount, isBlank, normalizeText, textCharactersError } from './text';

export const COMMENT_MAX_LENGTH = 20_000;

/** What is wrong with a comment's body, if anything: Markdown, 1 to 20,000 characters after trimming. */
export function commentBodyError(body: string): string | undefined {
  const problem = textCharactersError(body, { multiline: true });
  if (problem) return problem;
  if (isBlank(body)) return 'Write a comment.';
  const count = characterCount(body);
  if (count > COMMENT_MAX_LENGTH) {
    return `Use at most ${COMMENT_MAX_LENGTH.toLocaleString('en')} characters (now ${count.toLocaleString('en')}).`;
  }
  return undefined;
}

/** A body as stored: NFC, trimmed. */
export const normalizeCommentBody = (body: string): string => normalizeText(body);

/** How text mentions a member: `@[<the member's global user id>]`. */
export const mentionToken = (userId: string): string => `@[${userId}]`;

/** The most mentions one text counts (the rest are left as plain text). */
export const MENTIONS_MAX = 50;

const MENTION = /@\[([A-Za-z0-9_-]{1,200})\]/g;

/** The distinct ids the text mentions (global user ids, as written), in order of first appearance. */
export function mentionedIds(text: string): string[] {
  const ids: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    if (!ids.includes(match[1])) ids.push(match[1]);
    if (ids.length === MENTIONS_MAX) break;
  }
  return ids;
}
