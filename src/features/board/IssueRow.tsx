// One issue in the list: a link to the issue with its key, title, status, priority, labels, due date and assignee.
import { memo, type MouseEvent } from 'react';
import { useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { IssueSummary_issue$key } from '@/__generated__/IssueSummary_issue.graphql';
import { maskInRecordings } from '@/analytics/mask';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { issueSummaryFragment } from './issueGroups';
import { useIssueSelected, usePickOnModifierClick } from './issueSelection';
import { AssigneeAvatar, DueDate, Estimate, LabelChips, PriorityIcon, StatusIcon } from './IssueMeta';
import styles from './List.module.css';
import { useOpenIssueOnClick } from './issuePanel';
import { issuePath } from './paths';
import { IssueStructureMarks } from '../subissues/IssueStructureMarks';

export const IssueRow = memo(function IssueRow({ issue, workspaceSlug }: { issue: IssueSummary_issue$key; workspaceSlug: string }) {
  const data = useFragment(issueSummaryFragment, issue);
  const selected = useIssueSelected(data.id);
  const pickOnModifierClick = usePickOnModifierClick(data.id);
  const openOnClick = useOpenIssueOnClick(data.key);
  // A Shift-click picks the issue for a bulk edit; a plain one opens it in the side panel; Ctrl/⌘ opens its page in a new tab.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    pickOnModifierClick(event);
    openOnClick?.(event);
  };
  return (
    <Link
      to={issuePath(workspaceSlug, data.key)}
      className={[styles.rowLink, selected.current ? styles.current : null, selected.picked ? styles.picked : null].filter(Boolean).join(' ')}
      data-issue-id={data.id}
      data-issue-key={data.key}
      onClick={onClick}
    >
      <span className={styles.key}>{data.key}</span>
      <span className={styles.title} {...maskInRecordings}>
        {data.title}
      </span>
      {selected.picked ? <VisuallyHidden>, selected</VisuallyHidden> : null}
      <span className={styles.meta}>
        <StatusIcon status={data.status} />
        <PriorityIcon priority={data.priority} />
        <LabelChips labels={data.labels} />
        <DueDate date={data.dueDate} status={data.status} />
        <Estimate points={data.estimate} />
        <IssueStructureMarks issue={data} />
        <AssigneeAvatar assignee={data.assignee} />
      </span>
    </Link>
  );
});
