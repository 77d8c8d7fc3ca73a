// The issue page's sub-issues and relations: its parent (set by key or title, or removed), its sub-issues with their
// progress (and a field to add one), and its relations to other issues (added by kind and key or title, removed one
// by one). Marking the issue as a duplicate offers to cancel it. Read-only for those who may not edit the issue.
import { Suspense, useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SubIssuesSection_issue$key } from '@/__generated__/SubIssuesSection_issue.graphql';
import { maskInRecordings } from '@/analytics/mask';
import { statusLabel } from '@/rules/issue';
import { toastMutationError } from '@/relay/errors';
import { Button } from '@/ui/Button';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import { TextField } from '@/ui/Field';
import { issuePath } from '../board/paths';
import type { PickedIssue } from './IssuePickerDialog';
import { useCancelDuplicateMutation } from './useCancelDuplicateMutation';
import { useCreateSubIssueMutation } from './useCreateSubIssueMutation';
import { useAddIssueRelationMutation, useRemoveIssueRelationMutation, type RelationChoice } from './useIssueRelationMutations';
import { useSetIssueParentMutation } from './useSetIssueParentMutation';
import styles from './Subissues.module.css';

const pickerDialog = retryableLazy(() => import('./IssuePickerDialog'));

const RELATION_WORDS: Record<string, string> = {
  BLOCKS: 'Blocks',
  BLOCKED_BY: 'Blocked by',
  RELATES_TO: 'Relates to',
  DUPLICATES: 'Duplicates',
  DUPLICATED_BY: 'Duplicated by',
};

export function SubIssuesSection({ issue: issueKey, workspaceSlug, readOnly = false }: { issue: SubIssuesSection_issue$key; workspaceSlug: string; readOnly?: boolean }) {
  const issue = useFragment(
    graphql`
      fragment SubIssuesSection_issue on Issue {
        id
        key
        status
        viewerCanUpdate
        project {
          id
        }
        parent {
          id
          key
          title
        }
        childProgress {
          done
          total
        }
        children(first: 50) {
          edges {
            node {
              id
              key
              title
              status
            }
          }
        }
        relations {
          relationId
          type
          issue {
            id
            key
            title
            status
          }
        }
      }
    `,
    issueKey,
  );
  const headingId = useId();
  const canEdit = issue.viewerCanUpdate && !readOnly;
  const [picking, setPicking] = useState<'parent' | 'relation' | null>(null);
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState('');
  const [offerCancel, setOfferCancel] = useState(false);
  const [setParent, settingParent] = useSetIssueParentMutation();
  const [createSubIssue, creating] = useCreateSubIssueMutation();
  const [addRelation] = useAddIssueRelationMutation();
  const [removeRelation] = useRemoveIssueRelationMutation();
  const [cancelDuplicate] = useCancelDuplicateMutation();
  const children = issue.children.edges.map((edge) => edge.node);
  const progress = issue.childProgress;

  const onPick = (picked: PickedIssue, choice: RelationChoice) => {
    if (picking === 'parent') setParent({ issueId: issue.id, issueKey: issue.key, parentId: picked.id });
    else {
      addRelation({
        issueId: issue.id,
        relatedIssueId: picked.id,
        choice,
        what: `${issue.key} and ${picked.key}`,
        onDone: () => setOfferCancel(choice === 'DUPLICATES' && issue.status !== 'CANCELED'),
      });
    }
    setPicking(null);
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    createSubIssue({
      parent: { id: issue.id, key: issue.key, projectId: issue.project.id },
      title: title.trim(),
      onDone: () => {
        setTitle('');
        setAdding(false);
      },
    });
  };

  const Picker = pickerDialog.current;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.row}>
        Sub-issues
        {progress ? (
          <span className={styles.progress}>
            {progress.done}/{progress.total} done
          </span>
        ) : null}
      </h2>

      <div className={styles.row}>
        <span className={styles.kind}>Parent:</span>
        {issue.parent ? (
          <Link to={issuePath(workspaceSlug, issue.parent.key)}>
            <span className={styles.key}>{issue.parent.key}</span> <span {...maskInRecordings}>{issue.parent.title}</span>
          </Link>
        ) : (
          <span className={styles.empty}>None</span>
        )}
        {canEdit ? (
          <>
            <Button size="sm" variant="quiet" onClick={() => setPicking('parent')} disabled={settingParent}>
              {issue.parent ? 'Change parent' : 'Set parent'}
            </Button>
            {issue.parent ? (
              <Button size="sm" variant="quiet" onClick={() => setParent({ issueId: issue.id, issueKey: issue.key, parentId: null })} disabled={settingParent}>
                Remove parent
              </Button>
            ) : null}
          </>
        ) : null}
      </div>

      {children.length ? (
        <ul className={styles.list} aria-label={`Sub-issues of ${issue.key}`}>
          {children.map((child) => (
            <li key={child.id} className={styles.item}>
              <span className={styles.key}>{child.key}</span>
              <Link to={issuePath(workspaceSlug, child.key)} {...maskInRecordings}>
                {child.title}
              </Link>
              <span className={`${styles.kind} ${styles.push}`}>{statusLabel(child.status)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No sub-issues.</p>
      )}
      {canEdit ? (
        adding ? (
          <form className={styles.inlineForm} onSubmit={onAdd} aria-label="New sub-issue">
            <TextField
              label="Title of the new sub-issue"
              name="subIssueTitle"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={200}
              {...maskInRecordings}
            />
            <Button type="submit" variant="primary" size="sm" disabled={creating || title.trim() === ''}>
              {creating ? 'Adding…' : 'Add'}
            </Button>
            <Button size="sm" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <div className={styles.row}>
            <Button size="sm" onClick={() => setAdding(true)}>
              Add sub-issue
            </Button>
          </div>
        )
      ) : null}

      <h3>Relations</h3>
      {issue.relations.length ? (
        <ul className={styles.list} aria-label={`Relations of ${issue.key}`}>
          {issue.relations.map((relation) => (
            <li key={relation.relationId} className={styles.item}>
              <span className={styles.kind}>{RELATION_WORDS[relation.type] ?? relation.type}</span>
              <span className={styles.key}>{relation.issue.key}</span>
              <Link to={issuePath(workspaceSlug, relation.issue.key)} {...maskInRecordings}>
                {relation.issue.title}
              </Link>
              {canEdit ? (
                <Button
                  size="sm"
                  variant="quiet"
                  className={styles.push}
                  aria-label={`Remove the relation ${RELATION_WORDS[relation.type]?.toLowerCase() ?? ''} ${relation.issue.key}`}
                  onClick={() => removeRelation(relation.relationId, relation.issue.key)}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No relations.</p>
      )}
      {canEdit ? (
        <div className={styles.row}>
          <Button size="sm" onClick={() => setPicking('relation')}>
            Add relation
          </Button>
        </div>
      ) : null}
      {offerCancel ? (
        <div className={styles.notice} role="status">
          <p>{issue.key} is marked as a duplicate. Cancel it?</p>
          <div className={styles.row}>
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                cancelDuplicate({ id: issue.id, key: issue.key });
                setOfferCancel(false);
              }}
            >
              Cancel {issue.key}
            </Button>
            <Button size="sm" onClick={() => setOfferCancel(false)}>
              Keep it open
            </Button>
          </div>
        </div>
      ) : null}

      {picking ? (
        <FailureBoundary
          onFailure={(error) => {
            pickerDialog.retry();
            toastMutationError('The issue picker could not open', error);
            setPicking(null);
          }}
        >
          <Suspense fallback={null}>
            <Picker
              heading={picking === 'parent' ? `Set the parent of ${issue.key}` : `Relate ${issue.key} to…`}
              relation={picking === 'relation'}
              excludeIds={[issue.id, ...children.map((child) => child.id)]}
              onPick={onPick}
              onClose={() => setPicking(null)}
            />
          </Suspense>
        </FailureBoundary>
      ) : null}
    </section>
  );
}

export default SubIssuesSection;
