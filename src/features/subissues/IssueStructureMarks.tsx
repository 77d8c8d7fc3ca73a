// What a card and a list row show of an issue's place among others: its sub-issues' progress ("2/3", read as
// "Sub-issues: 2 of 3 done") and a "Blocked" marker while an open issue blocks it.
import { graphql, useFragment } from 'react-relay';
import type { IssueStructureMarks_issue$key } from '@/__generated__/IssueStructureMarks_issue.graphql';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import styles from './Subissues.module.css';

/** `compact` (a card's narrow row): the Blocked marker shows its icon, its word is for screen readers and its title. */
export function IssueStructureMarks({ issue, compact = false }: { issue: IssueStructureMarks_issue$key; compact?: boolean }) {
  const data = useFragment(
    graphql`
      fragment IssueStructureMarks_issue on Issue {
        blocked
        childProgress {
          done
          total
        }
      }
    `,
    issue,
  );
  const progress = data.childProgress;
  return (
    <>
      {data.blocked ? (
        <span className={styles.blocked} title="Blocked by an open issue">
          {compact ? <VisuallyHidden>Blocked</VisuallyHidden> : 'Blocked'}
        </span>
      ) : null}
      {progress ? (
        <span className={progress.done === progress.total ? `${styles.progress} ${styles.complete}` : styles.progress} title={`Sub-issues: ${progress.done} of ${progress.total} done`}>
          <span aria-hidden="true">
            {progress.done}/{progress.total}
          </span>
          <VisuallyHidden>
            Sub-issues: {progress.done} of {progress.total} done
          </VisuallyHidden>
        </span>
      ) : null}
    </>
  );
}
