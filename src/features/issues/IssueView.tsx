// What the issue page and the issue panel share around the detail: the issue not found, the issue kept live
// (changes by others apply as they happen), or deleted by someone else (said so, with the way back, until it is
// restored).
import { useCallback, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueTimeline_viewer$key } from '@/__generated__/IssueTimeline_viewer.graphql';
import type { IssueView_workspace$key } from '@/__generated__/IssueView_workspace.graphql';
import { Button } from '@/ui/Button';
import { LazyIssueAttachments } from '../attachments/LazyIssueAttachments';
import { LazySubIssuesSection } from '../subissues/LazySubIssuesSection';
import { IssueDetail } from './IssueDetail';
import { IssueTimeline } from './timeline/IssueTimeline';
import { useDeleteIssueMutation } from './useDeleteIssueMutation';
import { useIssueDetailEventsSubscription } from './useIssueDetailEventsSubscription';
import styles from './IssueDetail.module.css';

export const issueViewFragment = graphql`
  fragment IssueView_workspace on Workspace @argumentDefinitions(key: { type: "String!" }) {
    issue(key: $key) {
      id
      key
      project {
        id
        issuesSnapshotSeq
      }
      ...IssueDetail_issue
      ...IssueTimeline_issue
      ...IssueAttachments_issue
      ...SubIssuesSection_issue
    }
    ...IssueDetail_workspace
  }
`;

export interface IssueViewProps {
  workspace: IssueView_workspace$key;
  /** The signed-in person (the author of the comments they post). */
  viewer: IssueTimeline_viewer$key;
  workspaceSlug: string;
  issueKey: string;
  level?: 1 | 2;
  /** The lists on screen (their connections' `__id`) that a deleted issue leaves at once. */
  connections?: readonly string[];
  /** Where "back" goes once the issue is gone: the project's board, or closing the panel. */
  backLabel: string;
  onBack: (projectKey: string | null) => void;
}

export function IssueNotFound({ issueKey, backLabel, onBack, level = 1 }: { issueKey: string; backLabel: string; onBack: () => void; level?: 1 | 2 }) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  // The not-found page's look, saying what was not found.
  return (
    <section className="panel" aria-labelledby={headingId}>
      {level === 1 ? <title>Issue not found · Lanes</title> : null}
      <Heading id={headingId}>Issue not found</Heading>
      <p>There is no issue {issueKey} in this workspace. It may have been deleted, or the link may be mistyped.</p>
      <p>
        <Button onClick={onBack}>{backLabel}</Button>
      </p>
    </section>
  );
}

function LiveIssue({
  issue,
  workspace,
  props,
}: {
  issue: NonNullable<IssueViewData['issue']>;
  workspace: IssueViewData;
  props: IssueViewProps;
}) {
  const { workspaceSlug, level = 1, backLabel, onBack, connections } = props;
  const [deletedElsewhere, setDeletedElsewhere] = useState(false);
  const [deleteIssue] = useDeleteIssueMutation();
  const onDeletedElsewhere = useCallback(() => setDeletedElsewhere(true), []);
  const onRestored = useCallback(() => setDeletedElsewhere(false), []);
  useIssueDetailEventsSubscription({
    projectId: issue.project.id,
    afterSeq: issue.project.issuesSnapshotSeq,
    issueId: issue.id,
    onDeleted: onDeletedElsewhere,
    onRestored,
  });

  return (
    <>
      {level === 1 ? <title>{`${issue.key} · Lanes`}</title> : null}
      {deletedElsewhere ? (
        <div className={styles.notice} role="alert">
          <p>Someone else deleted this issue.</p>
          <Button onClick={() => onBack(null)}>{backLabel}</Button>
        </div>
      ) : null}
      <IssueDetail
        issue={issue}
        workspace={workspace}
        workspaceSlug={workspaceSlug}
        level={level}
        readOnly={deletedElsewhere}
        timeline={(members) => (
          <>
            <LazySubIssuesSection issue={issue} workspaceSlug={workspaceSlug} readOnly={deletedElsewhere} />
            <LazyIssueAttachments issue={issue} readOnly={deletedElsewhere} />
            <IssueTimeline issue={issue} viewer={props.viewer} members={members} readOnly={deletedElsewhere} />
          </>
        )}
        onDelete={({ id, key, projectKey }) => {
          deleteIssue({ id, issueKey: key, connections });
          onBack(projectKey);
        }}
      />
    </>
  );
}

type IssueViewData = ReturnType<typeof useIssueViewData>;

function useIssueViewData(workspace: IssueView_workspace$key) {
  return useFragment(issueViewFragment, workspace);
}

export function IssueView(props: IssueViewProps) {
  const data = useIssueViewData(props.workspace);
  if (!data.issue) {
    return <IssueNotFound issueKey={props.issueKey} backLabel={props.backLabel} level={props.level} onBack={() => props.onBack(null)} />;
  }
  return <LiveIssue key={data.issue.id} issue={data.issue} workspace={data} props={props} />;
}
