// A dialog for picking an issue of the workspace by key or title (the parent, or the other issue of a relation),
// through the workspace's issue search (the command palette's): results show as typing pauses. Loaded when first
// opened. For a relation it asks its kind first ("Blocks", "Blocked by", "Relates to", "Duplicates").
import { Component, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { IssuePickerDialogSearchQuery } from '@/__generated__/IssuePickerDialogSearchQuery.graphql';
import { maskInRecordings } from '@/analytics/mask';
import { describeError } from '@/relay/errors';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { SelectField, TextField } from '@/ui/Field';
import type { RelationChoice } from './useIssueRelationMutations';
import styles from './Subissues.module.css';

const SEARCH_DEBOUNCE_MS = 200;

const searchQuery = graphql`
  query IssuePickerDialogSearchQuery($query: String!) {
    viewer {
      workspace {
        searchIssues(query: $query, first: 8) {
          edges {
            node {
              id
              key
              title
            }
          }
        }
      }
    }
  }
`;

export interface PickedIssue {
  id: string;
  key: string;
  title: string;
}

export const RELATION_CHOICES: ReadonlyArray<readonly [RelationChoice, string]> = [
  ['BLOCKS', 'Blocks'],
  ['BLOCKED_BY', 'Blocked by'],
  ['RELATES_TO', 'Relates to'],
  ['DUPLICATES', 'Duplicates'],
];

function Results({ words, excludeIds, onPick }: { words: string; excludeIds: readonly string[]; onPick: (issue: PickedIssue) => void }) {
  const data = useLazyLoadQuery<IssuePickerDialogSearchQuery>(searchQuery, { query: words }, { fetchPolicy: 'store-or-network' });
  const hits = data.viewer.workspace.searchIssues.edges.map((edge) => edge.node).filter((hit) => !excludeIds.includes(hit.id));
  if (hits.length === 0) return <p className={styles.empty}>No issue matches “{words}”.</p>;
  return (
    <ul className={styles.results} aria-label="Matching issues">
      {hits.map((hit) => (
        <li key={hit.id}>
          <Button variant="quiet" className={styles.result} onClick={() => onPick(hit)}>
            <span className={styles.key}>{hit.key}</span> <span {...maskInRecordings}>{hit.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

export default function IssuePickerDialog({
  heading,
  excludeIds,
  relation = false,
  onPick,
  onClose,
}: {
  heading: string;
  /** Issues not to offer (the issue itself, its sub-issues…). */
  excludeIds: readonly string[];
  /** Ask the relation's kind too. */
  relation?: boolean;
  onPick: (issue: PickedIssue, choice: RelationChoice) => void;
  onClose: () => void;
}) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [choice, setChoice] = useState<RelationChoice>('BLOCKS');
  const words = text.trim();
  useEffect(() => {
    const timer = window.setTimeout(() => setSearched(words), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [words]);

  return (
    <Dialog open onClose={onClose} labelledBy={headingId}>
      <div className="stack">
        <h2 id={headingId}>{heading}</h2>
        {relation ? (
          <SelectField label="Relation" name="relationType" value={choice} onChange={(event) => setChoice(event.target.value as RelationChoice)}>
            {RELATION_CHOICES.map(([value, words_]) => (
              <option key={value} value={value}>
                {words_}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField label="Search issues by key or title" name="issueSearch" value={text} onChange={(event) => setText(event.target.value)} />
        <div aria-live="polite">
          {searched !== '' ? (
            <SearchBoundary key={searched}>
              <Suspense fallback={<p className={styles.empty}>Searching issues…</p>}>
                <Results words={searched} excludeIds={excludeIds} onPick={(issue) => onPick(issue, choice)} />
              </Suspense>
            </SearchBoundary>
          ) : null}
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

/** Says the search failed instead of its results (keyed by the words: new words try again). */
class SearchBoundary extends Component<{ children: ReactNode }, { failed: { error: unknown } | null }> {
  state = { failed: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  render() {
    return this.state.failed ? <p className={styles.empty}>Issues could not be searched: {describeError(this.state.failed.error)}</p> : this.props.children;
  }
}
