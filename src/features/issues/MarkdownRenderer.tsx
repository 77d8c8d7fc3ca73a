// An issue's description as people read it: Markdown with GitHub's extensions (react-markdown, remark-gfm),
// rendered safely (loaded on demand through `Markdown`, ./Markdown.tsx). Raw HTML is skipped (never parsed into the
// page), links and images keep only http(s), mailto and relative addresses (javascript: and data: ones are dropped,
// the link's text stays), links to other sites (protocol-relative ones too) open in a new tab without access to this
// one, and images load only from Lanes itself and the sites the server allows (`config.imageOrigins`): any other
// would tell its site who read the issue and when (a tracking pixel), so it shows as a link instead. Mentions
// (`@[<user id>]`) show as a chip with the member's current name, "@unknown member" when the id is not a member's;
// in code they stay as written. A task list's checkboxes tick in place for those who may edit the text
// (`onChangeTasks`): the change is the text with that one task's box changed, saved as any edit is.
import { createContext, useContext, useMemo, type AnchorHTMLAttributes, type ImgHTMLAttributes, type InputHTMLAttributes } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { maskInRecordings } from '@/analytics';
import { config } from '@/config';
import { AttachmentImage, AttachmentLink } from '../attachments/EmbeddedAttachment';
import { embeddedAttachmentId } from '../attachments/uploadAttachment';
import { MENTION_PATTERN, withTaskTicked, type MarkdownProps } from './Markdown';
import styles from './Markdown.module.css';

const SAFE_PROTOCOL = /^(?:https?|mailto):/i;

/** The address as written when it is safe to follow; '' drops it. */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  if (!cleaned) return '';
  // A relative address has no protocol; anything with one must be on the allow-list.
  const protocol = /^[^/?#]*?:/.exec(cleaned);
  return protocol && !SAFE_PROTOCOL.test(cleaned) ? '' : cleaned;
}

/** Where the browser would go: relative and protocol-relative (`//host`) addresses resolved as it does. */
function originOf(address: string): string | null {
  try {
    return new URL(address, window.location.href).origin;
  } catch {
    return null;
  }
}

function isExternal(href: string): boolean {
  if (/^mailto:/i.test(href)) return false;
  return originOf(href) !== window.location.origin;
}

function isAllowedImage(src: string): boolean {
  const origin = originOf(src);
  return origin === window.location.origin || (origin !== null && config.imageOrigins.includes(origin));
}

function SafeLink({ href, children, node: _node, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  // A dropped address leaves the text, not a link that goes nowhere.
  if (!href) return <span>{children}</span>;
  // A file of the issue: its signed address is asked for when followed.
  const attachment = embeddedAttachmentId(href);
  if (attachment) return <AttachmentLink id={attachment}>{children}</AttachmentLink>;
  const external = isExternal(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/**
 * An image whose address was dropped shows its description instead (an empty src would load the page again); one
 * from a site not allowed is a link to it, named by its description (or its address), loaded only when followed.
 */
function SafeImage({ src, alt, node: _node, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { node?: unknown }) {
  if (!src) return alt ? <span>{alt}</span> : null;
  const attachment = embeddedAttachmentId(src);
  if (attachment) return <AttachmentImage id={attachment} alt={alt ?? ''} />;
  if (!isAllowedImage(src)) return <SafeLink href={src}>{alt || src}</SafeLink>;
  return <img src={src} alt={alt ?? ''} {...rest} />;
}



interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
  data?: Record<string, unknown>;
  checked?: boolean | null;
  position?: { start: { offset?: number } };
}

/** A remark plugin: each task's list item says where it starts in the text (so that its box can be ticked there). */
function remarkTaskOffsets() {
  function walk(node: MdastNode) {
    if (node.type === 'listItem' && typeof node.checked === 'boolean' && node.position?.start.offset !== undefined) {
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object), dataTaskOffset: node.position.start.offset } };
    }
    node.children?.forEach(walk);
  }
  return () => (tree: MdastNode) => walk(tree);
}

/** The text split around its mentions: plain text nodes and mention chips (a span with the name). */
function splitMentions(value: string, names: ReadonlyMap<string, string>): MdastNode[] {
  const parts: MdastNode[] = [];
  let last = 0;
  for (const match of value.matchAll(MENTION_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ type: 'text', value: value.slice(last, index) });
    const name = names.get(match[1]);
    parts.push({
      type: 'mention',
      data: {
        hName: 'span',
        hProperties: { className: [styles.mention], 'data-mention': match[1] },
        hChildren: [{ type: 'text', value: name ? `@${name}` : '@unknown member' }],
      },
    });
    last = index + match[0].length;
  }
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

/** A remark plugin: mentions in text become chips (code, inline or fenced, is not text and keeps them as written). */
function remarkMentions(names: ReadonlyMap<string, string>) {
  function walk(node: MdastNode) {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'text' && child.value?.includes('@[')) return splitMentions(child.value, names);
      walk(child);
      return [child];
    });
  }
  return () => (tree: MdastNode) => walk(tree);
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The text a person reads in a node, without nested lists (a sub-task names its own checkbox). */
function ownText(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.tagName === 'ul' || node.tagName === 'ol') return '';
  return (node.children ?? []).map(ownText).join('');
}

function isTaskCheckbox(node: HastNode): boolean {
  return node.tagName === 'input' && node.properties?.type === 'checkbox';
}

/**
 * A rehype plugin: a task list's checkbox is named by its task's text (remark-gfm renders a bare input, which
 * screen readers announce as an unnamed checkbox).
 */
function rehypeTaskNames() {
  function walk(node: HastNode) {
    for (const child of node.children ?? []) {
      if (child.tagName === 'li') {
        const checkbox = [child, ...(child.children ?? [])].flatMap((item) => item.children ?? []).find(isTaskCheckbox);
        if (checkbox) {
          checkbox.properties = { ...checkbox.properties, ariaLabel: ownText(child).trim(), dataTaskOffset: child.properties?.dataTaskOffset };
        }
      }
      walk(child);
    }
  }
  return (tree: HastNode) => walk(tree);
}

const rehypePlugins = [rehypeTaskNames];

/** The text being shown and what takes its changed tasks, for the checkboxes (one component type: focus stays). */
const TaskText = createContext<{ text: string; onChangeTasks: (text: string) => void } | null>(null);

/** A task's checkbox: it ticks in place when the text's tasks may change (the text changes at the task's offset). */
function TaskCheckbox({ node: _node, disabled: _disabled, checked, ...rest }: InputHTMLAttributes<HTMLInputElement> & { node?: unknown }) {
  const tasks = useContext(TaskText);
  const offset = Number((rest as Record<string, unknown>)['data-task-offset']);
  if (!tasks || rest.type !== 'checkbox' || !Number.isInteger(offset)) return <input {...rest} checked={checked} disabled readOnly />;
  return <input {...rest} checked={Boolean(checked)} onChange={(event) => tasks.onChangeTasks(withTaskTicked(tasks.text, offset, event.target.checked))} />;
}

const components: Components = { a: SafeLink, img: SafeImage, input: TaskCheckbox };

export default function MarkdownRenderer({ children, mentions = [], onChangeTasks }: MarkdownProps) {
  const names = useMemo(() => new Map(mentions.map((member) => [member.id, member.name])), [mentions]);
  const remarkPlugins = useMemo(() => [remarkGfm, remarkMentions(names), remarkTaskOffsets()], [names]);
  const tasks = useMemo(() => (onChangeTasks ? { text: children, onChangeTasks } : null), [children, onChangeTasks]);
  return (
    <div className={styles.markdown} {...maskInRecordings}>
      <TaskText.Provider value={tasks}>
        <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} skipHtml urlTransform={safeUrl} components={components}>
          {children}
        </ReactMarkdown>
      </TaskText.Provider>
    </div>
  );
}
