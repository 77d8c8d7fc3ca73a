// Markdown where it is shown: the renderer (react-markdown and remark-gfm, MarkdownRenderer.tsx) loads with the first
// description or comment shown, not with the page. Until it has arrived the text shows as written, wrapped as the
// rendered text wraps and with mentions by name, so the page has its words at once and little moves when it arrives.
import { Component, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { maskInRecordings } from '@/analytics';
import { retryableLazy } from '@/ui/FailureBoundary';
import styles from './Markdown.module.css';

/** A mention as written in Markdown (src/rules/comment: `@[<user global id>]`). */
export const MENTION_PATTERN = /@\[([A-Za-z0-9_-]{1,200})\]/g;

/** A member a text may mention: their global id and current name. */
export interface MentionedMember {
  readonly id: string;
  readonly name: string;
}

export interface MarkdownProps {
  children: string;
  mentions?: readonly MentionedMember[];
  /**
   * Makes a task list's checkboxes tickable: called with the text as it is with that task ticked or unticked (the
   * renderer changes only that task's `[ ]` or `[x]`). Without it they are shown, not changed.
   */
  onChangeTasks?: (text: string) => void;
}

/**
 * `text` with the task whose list item starts at `offset` ticked or unticked: its `[ ]`, `[x]` or `[X]` (right after
 * the item's marker) becomes `[x]` or `[ ]`; anything else leaves the text as it is.
 */
export function withTaskTicked(text: string, offset: number, ticked: boolean): string {
  const marker = /^(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\]/.exec(text.slice(offset));
  if (!marker) return text;
  const box = offset + marker[0].length - 2;
  return `${text.slice(0, box)}${ticked ? 'x' : ' '}${text.slice(box + 1)}`;
}

/** The renderer once it has arrived: from then on texts render at once, without a moment of plain text. */
let loaded: ComponentType<MarkdownProps> | null = null;
const loadRenderer = () =>
  import('./MarkdownRenderer').then((module) => {
    loaded = module.default;
    return module;
  });
const renderer = retryableLazy(loadRenderer);

/**
 * Starts loading the renderer: a page that will show Markdown calls it as it starts loading its data, so that the
 * renderer arrives beside the data rather than after it. Resolves once it is there (or could not load).
 */
export function preloadMarkdown(): Promise<void> {
  return loadRenderer().then(
    () => {},
    () => {},
  );
}

/** The text as written, with mentions by name: what shows while the renderer loads (or if it cannot load). */
function PlainText({ children, mentions = [] }: MarkdownProps) {
  // Busy: what it shows is about to be replaced by the rendered text.
  const text = useMemo(() => {
    const names = new Map(mentions.map((member) => [member.id, member.name]));
    return children.replace(MENTION_PATTERN, (_mention, id: string) => (names.has(id) ? `@${names.get(id)}` : '@unknown member'));
  }, [children, mentions]);
  return (
    <div className={styles.markdown} aria-busy="true" {...maskInRecordings}>
      <p className={styles.plain}>{text}</p>
    </div>
  );
}

/** A renderer that could not load (offline, a new deployment) leaves the plain text; the next text tries again. */
class PlainOnFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    renderer.retry();
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function Markdown(props: MarkdownProps) {
  // The same elements either way, so that a text shown before the renderer arrived is not made again after.
  const Renderer = loaded ?? renderer.current;
  const plain = <PlainText {...props} />;
  return (
    <PlainOnFailure fallback={plain}>
      <Suspense fallback={plain}>
        <Renderer {...props} />
      </Suspense>
    </PlainOnFailure>
  );
}
