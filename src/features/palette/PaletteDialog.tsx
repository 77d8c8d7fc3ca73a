// The command palette's dialog (loaded when it first opens, with cmdk): the current page's actions and a search of
// the workspace's issues (as typing pauses), the chosen one run or opened. A modal dialog holding cmdk's combobox
// and listbox: the arrow keys move through the results, Enter runs one, Esc closes and returns focus where it was.
// What is said about the search (searching, nothing found, failed) shows below the listbox, never in it (a listbox
// holds options only): rendered where the search is, it is portalled there.
import { Command } from 'cmdk';
import { Component, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { PaletteDialogSearchQuery } from '@/__generated__/PaletteDialogSearchQuery.graphql';
import { maskInRecordings } from '@/analytics/mask';
import { describeError } from '@/relay/errors';
import { Dialog } from '@/ui/Dialog';
import type { PaletteAction } from './CommandPalette';
import styles from './CommandPalette.module.css';

/** How long typing must pause before the issues are searched. */
export const PALETTE_SEARCH_DEBOUNCE_MS = 200;
const RESULTS = 8;

const searchQuery = graphql`
  query PaletteDialogSearchQuery($query: String!, $first: Int!) {
    viewer {
      workspace {
        searchIssues(query: $query, first: $first) {
          edges {
            node {
              id
              key
              title
              status
            }
          }
        }
      }
    }
  }
`;

/** A message about the search, shown below the listbox. */
function SearchMessage({ to, children }: { to: HTMLElement; children: ReactNode }) {
  return createPortal(children, to);
}

/** The issues matching the words (suspends while they load); "nothing found" goes to `messages`. */
function IssueResults({ words, messages, onOpen }: { words: string; messages: HTMLElement; onOpen: (key: string) => void }) {
  const data = useLazyLoadQuery<PaletteDialogSearchQuery>(searchQuery, { query: words, first: RESULTS }, { fetchPolicy: 'store-or-network' });
  const hits = data.viewer.workspace.searchIssues.edges.map((edge) => edge.node);
  if (hits.length === 0) {
    return (
      <SearchMessage to={messages}>
        <p className={styles.message}>No issue matches “{words}”.</p>
      </SearchMessage>
    );
  }
  return (
    <Command.Group heading="Issues">
      {hits.map((hit) => (
        <Command.Item key={hit.id} value={`issue:${hit.id}`} onSelect={() => onOpen(hit.key)} className={styles.item}>
          <span className={styles.key}>{hit.key}</span>{' '}
          <span {...maskInRecordings}>{hit.title}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}

export default function PaletteDialog({
  workspaceSlug,
  actions,
  issuePath,
  onClose,
}: {
  workspaceSlug: string;
  actions: readonly PaletteAction[];
  issuePath: (workspaceSlug: string, key: string) => string;
  onClose: () => void;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // The words searched: those typed, once typing pauses.
  const [searched, setSearched] = useState('');
  const words = text.trim();
  const input = useRef<HTMLInputElement>(null);
  const [messages, setMessages] = useState<HTMLElement | null>(null);

  // Typing goes to the search at once: the dialog's opening (an effect of the dialog, run before this one) focuses
  // its first focusable element, which is cmdk's root, not the field.
  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearched(words), PALETTE_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [words]);

  const lower = words.toLowerCase();
  const shownActions = actions.filter((action) => action.label.toLowerCase().includes(lower));
  const run = (then: () => void) => {
    onClose();
    then();
  };

  return (
    <Dialog open onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Command palette
      </h2>
      <Command label="Type a command or search issues" shouldFilter={false} loop className={styles.command}>
        <Command.Input
          ref={input}
          value={text}
          onValueChange={setText}
          placeholder="Type a command or search issues…"
          className={styles.input}
        />
        <Command.List className={styles.list} label="Commands and issues">
          {shownActions.length > 0 ? (
            <Command.Group heading="Actions">
              {shownActions.map((action) => (
                <Command.Item key={action.id} value={`action:${action.id}`} onSelect={() => run(action.run)} className={styles.item}>
                  {action.label}
                  {action.shortcut ? <kbd className={styles.kbd}>{action.shortcut}</kbd> : null}
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {searched !== '' && messages ? (
            <ErrorBoundary
              key={searched}
              fallback={(error) => (
                <SearchMessage to={messages}>
                  <p className={styles.message}>Issues could not be searched: {describeError(error)}</p>
                </SearchMessage>
              )}
            >
              <Suspense
                fallback={
                  <SearchMessage to={messages}>
                    <div className={styles.message} role="progressbar" aria-label="Searching issues">
                      Searching issues…
                    </div>
                  </SearchMessage>
                }
              >
                <IssueResults words={searched} messages={messages} onOpen={(key) => run(() => void navigate(issuePath(workspaceSlug, key)))} />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </Command.List>
        <div ref={setMessages} aria-live="polite" />
      </Command>
    </Dialog>
  );
}

/** Shows `fallback` instead of its children once they throw (keyed by the words: new words try again). */
class ErrorBoundary extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { failed: { error: unknown } | null }> {
  state = { failed: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.failed.error) : this.props.children;
  }
}
