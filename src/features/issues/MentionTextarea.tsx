// A Markdown textarea that offers the workspace's members when the person types `@`: a listbox under the field,
// filtered by what follows the `@`, ArrowUp/ArrowDown to move, Enter or Tab to pick, Escape to close. The text
// keeps a mention as `@[<user id>]` (what the server reads), but the field shows it as the person's name
// (`@Grace Hopper`): the value given and taken is the stored text, and the field edits a display of it whose
// mentions are known ranges. An edit that cuts into a mention's name leaves that name as plain text. The field stays
// a textbox (its role, its name) and points at the highlighted member with aria-activedescendant, the
// autocomplete pattern of a text field with a list.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { mentionToken } from '@/rules/comment';
import { Avatar } from '@/ui/Avatar';
import styles from './MentionTextarea.module.css';

export interface MentionCandidate {
  readonly id: string;
  readonly name: string;
  readonly imageUrl?: string | null;
}

/** The most members the list shows at once. */
const SHOWN = 8;

/** The `@query` being typed just before the caret, if any: where its `@` is and what follows it. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[\s(])@([^\s@[\]()]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
}

/** Members whose name (or a word of it) begins with the query, then those that contain it. */
export function matchingMembers<T extends MentionCandidate>(members: readonly T[], query: string): T[] {
  const wanted = query.toLocaleLowerCase();
  const starts = (member: T) =>
    member.name
      .toLocaleLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(wanted));
  const first = members.filter(starts);
  const rest = members.filter((member) => !starts(member) && member.name.toLocaleLowerCase().includes(wanted));
  return [...first, ...rest].slice(0, SHOWN);
}

/** A mention as the field shows it: where its `@Name` is in the shown text, and the token it stands for. */
export interface ShownMention {
  start: number;
  end: number;
  token: string;
}

// A mention in stored text (src/rules/comment.ts writes them with mentionToken).
const MENTION_TOKEN = /@\[([A-Za-z0-9_-]{1,200})\]/g;

/** The stored text as the field shows it: each known member's token as `@Name`; an unknown id stays as written. */
export function shownText(stored: string, members: readonly MentionCandidate[]): { text: string; mentions: ShownMention[] } {
  const mentions: ShownMention[] = [];
  let text = '';
  let from = 0;
  for (const match of stored.matchAll(MENTION_TOKEN)) {
    const member = members.find((candidate) => candidate.id === match[1]);
    if (!member) continue;
    text += stored.slice(from, match.index);
    const name = `@${member.name}`;
    mentions.push({ start: text.length, end: text.length + name.length, token: match[0] });
    text += name;
    from = match.index + match[0].length;
  }
  return { text: text + stored.slice(from), mentions };
}

/** The shown text back as stored: each mention's `@Name` as its token. */
export function storedText(text: string, mentions: readonly ShownMention[]): string {
  let stored = '';
  let from = 0;
  for (const mention of [...mentions].sort((a, b) => a.start - b.start)) {
    stored += text.slice(from, mention.start) + mention.token;
    from = mention.end;
  }
  return stored + text.slice(from);
}

/**
 * The mentions of the shown text after an edit turned `before` into `after`: those before the edited span stay,
 * those after it move with the text, and one the edit cut into is dropped (its name stays, as plain text).
 */
export function mentionsAfterEdit(mentions: readonly ShownMention[], before: string, after: string): ShownMention[] {
  let prefix = 0;
  const shorter = Math.min(before.length, after.length);
  while (prefix < shorter && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < shorter - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix += 1;
  const editEnd = before.length - suffix;
  const delta = after.length - before.length;
  return mentions.flatMap((mention) => {
    if (mention.end <= prefix) return [mention];
    if (mention.start >= editEnd) return [{ ...mention, start: mention.start + delta, end: mention.end + delta }];
    return [];
  });
}

export interface MentionTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  members: readonly MentionCandidate[];
  ref?: Ref<HTMLTextAreaElement>;
}

export function MentionTextarea({ value: stored, onChange: onStoredChange, members, onKeyDown, className, ref, ...textarea }: MentionTextareaProps) {
  const { text: value, mentions } = shownText(stored, members);
  /** Takes the field's new text (and the mentions it now has) back to the stored form. */
  const onChange = (next: string, added: ShownMention[] = []) =>
    onStoredChange(storedText(next, [...mentionsAfterEdit(mentions, value, next), ...added]));
  const listId = useId();
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  /** The `@` the person closed the list at (Escape): it stays closed for that mention. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const found = caret === null ? null : mentionQueryAt(value, caret);
  const options = found && found.start !== dismissedAt ? matchingMembers(members, found.query) : [];
  const open = options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useLayoutEffect(() => {
    const field = ownRef.current;
    if (pendingCaret.current === null || !field) return;
    field.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  function follow(field: HTMLTextAreaElement) {
    const next = field.selectionStart === field.selectionEnd ? field.selectionStart : null;
    if (next !== caret) {
      setCaret(next);
      setActive(0);
    }
  }

  function pick(member: MentionCandidate) {
    if (!found || caret === null) return;
    const name = `@${member.name}`;
    pendingCaret.current = found.start + name.length + 1;
    onChange(`${value.slice(0, found.start)}${name} ${value.slice(caret)}`, [
      { start: found.start, end: found.start + name.length, token: mentionToken(member.id) },
    ]);
    setActive(0);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
      if (move) {
        event.preventDefault();
        setActive((activeIndex + move + options.length) % options.length);
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
        event.preventDefault();
        pick(options[activeIndex]);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only: not the editor, nor a panel or dialog around it.
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(found?.start ?? null);
        return;
      }
    }
    onKeyDown?.(event);
  }

  return (
    <div className={styles.wrapper}>
      <textarea
        {...textarea}
        ref={(field) => {
          ownRef.current = field;
          if (typeof ref === 'function') ref(field);
          else if (ref) ref.current = field;
        }}
        className={className}
        value={value}
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onBlur={(event) => {
          textarea.onBlur?.(event);
          setCaret(null);
        }}
        onKeyDown={handleKeyDown}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label="Members to mention" className={styles.list}>
          {options.map((member, index) => (
            // The keyboard picks from the field (arrows, Enter, Tab): the options take clicks only.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={member.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={index === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
              // The field keeps the focus (and its caret) while a member is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(member)}
            >
              <Avatar name={member.name} imageUrl={member.imageUrl ?? null} />
              {member.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
