// One cycle in the cycles index: a link to its page, its dates, whether it is past, current or upcoming, and how much
// of its scope is done.
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CycleRow_cycle$key } from '@/__generated__/CycleRow_cycle.graphql';
import { cycleTitle, type CycleStatus } from '@/rules/cycle';
import { Badge } from '@/ui/Badge';
import { completion, formatDates, STATUS_WORDS, totalsInWords } from './cycleWords';
import { cyclePath } from './paths';
import styles from './Cycles.module.css';

/** `inPoints`: the workspace estimates (its scale is not NONE), so the figures say points. */
export function CycleRow({ cycle: cycleKey, workspaceSlug, inPoints }: { cycle: CycleRow_cycle$key; workspaceSlug: string; inPoints: boolean }) {
  const cycle = useFragment(
    graphql`
      fragment CycleRow_cycle on Cycle {
        id
        number
        name
        startsOn
        endsOn
        status
        scope {
          issueCount
          estimate
        }
        completed {
          issueCount
          estimate
        }
      }
    `,
    cycleKey,
  );
  return (
    <li className={styles.cycleRow}>
      <Link to={cyclePath(workspaceSlug, cycle.number)}>{cycleTitle(cycle)}</Link>
      <span className={styles.dates}>{formatDates(cycle)}</span>
      <Badge tone={cycle.status === 'CURRENT' ? 'accent' : 'neutral'}>{STATUS_WORDS[cycle.status as CycleStatus] ?? cycle.status}</Badge>
      <span className={styles.progress}>
        {totalsInWords(cycle.scope, inPoints)} · {completion(cycle.scope, cycle.completed, inPoints)}
      </span>
    </li>
  );
}
