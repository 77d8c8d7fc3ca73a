// An issue's content, shared by the full page and the side panel: the title and description, every field
// (edited in place by those who may; read-only values for the others), who created it and when, and Delete.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { IssueDetail_issue$key } from '@/__generated__/IssueDetail_issue.graphql';
import type { IssueDetail_workspace$key } from '@/__generated__/IssueDetail_workspace.graphql';
import { Avatar } from '@/ui/Avatar';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { SelectField } from '@/ui/Field';
import { useShortcut } from '@/ui/shortcuts';
import { PresenceAvatars } from '../presence/PresenceAvatars';
import { DescriptionEditor } from './DescriptionEditor';
import { AssigneePicker } from './fields/AssigneePicker';
import { DueDateField } from './fields/DueDateField';
import { estimateChoices, estimateText, isEstimateScale } from '@/rules/estimate';
import { CyclePicker } from '@/features/cycles/CyclePicker';
import { cycleTitle } from '@/rules/cycle';
import { LabelChip } from './fields/LabelChip';
import { LabelPicker } from './fields/LabelPicker';
import { priorityLabel, statusLabel } from './fields/options';
import { PriorityPicker, StatusPicker } from './fields/OptionPicker';
import { IssueTitle } from './IssueTitle';
import type { MentionCandidate } from './MentionTextarea';
import { useUpdateIssueMutation, type IssueChange } from './useUpdateIssueMutation';
import styles from './IssueDetail.module.css';

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const calendarDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A calendar date (2026-12-01) in words, without shifting it through a time zone. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return year && month && day ? calendarDate.format(new Date(year, month - 1, day)) : date;
}

export function projectBoardPath(workspaceSlug: string, projectKey: string): string {
  return `/w/${encodeURIComponent(workspaceSlug)}/projects/${encodeURIComponent(projectKey)}/board`;
}

function Timestamp({ value }: { value: string }) {
  return <time dateTime={value}>{dateTime.format(new Date(value))}</time>;
}

export function IssueDetail({
  issue: issueKey,
  workspace: workspaceKey,
  workspaceSlug,
  level = 1,
  readOnly = false,
  onDelete,
  timeline,
}: {
  issue: IssueDetail_issue$key;
  workspace: IssueDetail_workspace$key;
  workspaceSlug: string;
  /** The title's heading level: 1 on the page, 2 in the panel (whose page has its own). */
  level?: 1 | 2;
  /** Shown without editing controls, as after someone else deleted it. */
  readOnly?: boolean;
  /** Called once the person confirmed the deletion. */
  onDelete: (issue: { id: string; key: string; projectKey: string }) => void;
  /** The issue's timeline (comments and activity), under the description; given the members `@` offers. */
  timeline?: (members: readonly MentionCandidate[]) => ReactNode;
}) {
  const issue = useFragment(
    graphql`
      fragment IssueDetail_issue on Issue {
        id
        key
        title
        description
        status
        priority
        dueDate
        estimate
        createdAt
        updatedAt
        completedAt
        viewerCanUpdate
        viewerCanDelete
        mentions {
          id
          name
        }
        assignee {
          id
          name
          imageUrl
        }
        labels {
          id
          name
          color
        }
        creator {
          id
          name
          imageUrl
        }
        project {
          id
          key
          name
        }
        cycle {
          id
          number
          name
        }
      }
    `,
    issueKey,
  );
  const workspace = useFragment(
    graphql`
      fragment IssueDetail_workspace on Workspace {
        estimateScale
        ...AssigneePicker_workspace
        ...LabelPicker_workspace
        members(first: 100) {
          edges {
            node {
              user {
                id
                name
                imageUrl
              }
            }
          }
        }
      }
    `,
    workspaceKey,
  );
  const members = useMemo<MentionCandidate[]>(() => workspace.members.edges.map((edge) => edge.node.user), [workspace.members]);
  const scale = isEstimateScale(workspace.estimateScale) ? workspace.estimateScale : 'POINTS';
  const headingId = useId();
  const deleteTitleId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [updateIssue] = useUpdateIssueMutation();

  const canEdit = issue.viewerCanUpdate && !readOnly;
  const [article, setArticle] = useState<HTMLElement | null>(null);
  useIssueFieldShortcuts(article, canEdit);
  const canDelete = issue.viewerCanDelete && !readOnly;
  const change = (patch: IssueChange, onFailed?: () => void) => updateIssue(issue, patch, members, onFailed);

  return (
    <article ref={setArticle} className={styles.detail} aria-labelledby={headingId}>
      <div className={styles.crumbs}>
        <Link to={projectBoardPath(workspaceSlug, issue.project.key)}>{issue.project.name}</Link>
        <span aria-hidden="true">/</span>
        <Badge mono>{issue.key}</Badge>
        <PresenceAvatars subjectId={issue.id} />
        {canDelete ? (
          <Button size="sm" variant="quiet" className={styles.deleteButton} onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        ) : null}
      </div>
      <div className={styles.layout}>
        <div className={styles.heading}>
          <IssueTitle
            title={issue.title}
            canEdit={canEdit}
            level={level}
            headingId={headingId}
            onSave={(title, giveBack) => change({ title }, giveBack)}
          />
        </div>
        <aside className={styles.sidebar} aria-label="Details">
          {canEdit ? (
            <div className={styles.fields}>
              <StatusPicker value={issue.status} onChange={(status) => change({ status })} />
              <PriorityPicker value={issue.priority} onChange={(priority) => change({ priority })} />
              <AssigneePicker workspace={workspace} value={issue.assignee} onChange={(assignee) => change({ assignee })} />
              <LabelPicker workspace={workspace} value={issue.labels} onChange={(labels) => change({ labels })} />
              <DueDateField value={issue.dueDate} onChange={(dueDate) => change({ dueDate })} />
              {/* The issue page's own picker (the create dialog's EstimateField loads with the dialog). */}
              {scale === 'NONE' ? null : (
                <SelectField
                  label="Estimate"
                  name="estimate"
                  value={issue.estimate ?? ''}
                  onChange={(event) => change({ estimate: event.target.value === '' ? null : Number(event.target.value) })}
                >
                  <option value="">None</option>
                  {estimateChoices(scale, issue.estimate).map(({ points, label }) => (
                    <option key={points} value={points}>
                      {label}
                    </option>
                  ))}
                </SelectField>
              )}
              <CyclePicker value={issue.cycle} onChange={(cycle) => change({ cycle })} />
            </div>
          ) : (
            <dl className={styles.values}>
              <dt>Status</dt>
              <dd>{statusLabel(issue.status)}</dd>
              <dt>Priority</dt>
              <dd>{priorityLabel(issue.priority)}</dd>
              <dt>Assignee</dt>
              <dd>{issue.assignee ? issue.assignee.name : 'Unassigned'}</dd>
              <dt>Labels</dt>
              <dd>
                {issue.labels.length ? (
                  <ul className={styles.labelList}>
                    {issue.labels.map((label) => (
                      <li key={label.id}>
                        <LabelChip name={label.name} color={label.color} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  'None'
                )}
              </dd>
              <dt>Due date</dt>
              <dd>{issue.dueDate ? formatDate(issue.dueDate) : 'None'}</dd>
              {scale === 'NONE' ? null : (
                <>
                  <dt>Estimate</dt>
                  <dd>{issue.estimate == null ? 'None' : scale === 'TSHIRT' ? estimateText(scale, issue.estimate) : `${issue.estimate} points`}</dd>
                </>
              )}
              <dt>Cycle</dt>
              <dd>{issue.cycle ? cycleTitle(issue.cycle) : 'None'}</dd>
            </dl>
          )}
          <dl className={styles.meta}>
            <dt>Created by</dt>
            <dd className={styles.person}>
              <Avatar name={issue.creator.name} imageUrl={issue.creator.imageUrl ?? null} />
              {issue.creator.name}
            </dd>
            <dt>Created</dt>
            <dd>
              <Timestamp value={issue.createdAt} />
            </dd>
            <dt>Updated</dt>
            <dd>
              <Timestamp value={issue.updatedAt} />
            </dd>
            {issue.completedAt ? (
              <>
                <dt>Completed</dt>
                <dd>
                  <Timestamp value={issue.completedAt} />
                </dd>
              </>
            ) : null}
            <dt>Project</dt>
            <dd>
              <Link to={projectBoardPath(workspaceSlug, issue.project.key)}>{issue.project.name}</Link>
            </dd>
          </dl>
        </aside>
        <div className={styles.main}>
          <DescriptionEditor
            issueId={issue.id}
            description={issue.description}
            canEdit={canEdit}
            members={members}
            mentions={issue.mentions}
            onSave={(description, giveBack) => change({ description }, giveBack)}
          />
          {timeline?.(members)}
        </div>
      </div>
      {confirmingDelete ? (
        <Dialog open labelledBy={deleteTitleId} onClose={() => setConfirmingDelete(false)}>
          <div className="stack">
            <h2 id={deleteTitleId}>Delete {issue.key}?</h2>
            <p>The issue is deleted for everyone in the workspace. You can undo this for a minute.</p>
            <DialogActions>
              <Button onClick={() => setConfirmingDelete(false)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmingDelete(false);
                  onDelete({ id: issue.id, key: issue.key, projectKey: issue.project.key });
                }}
              >
                Delete issue
              </Button>
            </DialogActions>
          </div>
        </Dialog>
      ) : null}
    </article>
  );
}

/** Opens a native select's list where the browser can (focus alone elsewhere: arrows then change it). */
function openSelect(select: HTMLSelectElement) {
  select.focus();
  try {
    select.showPicker?.();
  } catch {
    // Not allowed here (no user activation in this frame, or an older browser): the focus is enough.
  }
}

/**
 * S, P, A and L on an open issue (its page, or its side panel over a board, where they win over the board's): they
 * go to the status, priority, assignee and labels of this issue, as on the board they go to the picked issues.
 */
function useIssueFieldShortcuts(article: HTMLElement | null, enabled: boolean) {
  const select = (name: string) => () => {
    const element = article?.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
    if (element) openSelect(element);
  };
  const options = { enabled: enabled && article !== null, within: article };
  useShortcut('s', 'Change the issue’s status', select('status'), options);
  useShortcut('p', 'Change the issue’s priority', select('priority'), options);
  useShortcut('a', 'Change the issue’s assignee', select('assignee'), options);
  useShortcut('l', 'Change the issue’s labels', () => article?.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')?.click(), options);
}
