// The bar that appears while issues are picked: how many, and their status, assignee, priority, labels, cycle or
// estimate (on the workspace's scale) changed for all of them at once (S, A, P and L open these fields for the picked issues, or the current one). Each
// choice is applied at once, optimistically; the issues stay picked for the next change until cleared (Esc). A field
// opened by its shortcut hands the keyboard back to the current issue once a choice is made (or Esc pressed in it),
// so that the next shortcut works: a field's keys are otherwise the person's typing.
import { Suspense, useEffect, useRef, useSyncExternalStore, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BulkEditBar_workspace$key } from '@/__generated__/BulkEditBar_workspace.graphql';
import type { IssuePriority, IssueStatus } from '@/__generated__/useBulkUpdateIssuesMutation.graphql';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from '@/features/issues/fields/options';
import { BulkCycleField } from '@/features/cycles/CyclePicker';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/Field';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import styles from './BulkEditBar.module.css';
import { useEstimateScale } from './EstimateScaleContext';
import { useIssueSelection, usePickedIssues } from './issueSelection';
import { useBulkUpdateIssuesMutation, type BulkChange } from './useBulkUpdateIssuesMutation';

const UNASSIGN = '\u0000unassign';
// The estimate's field loads when the bar first shows.
const bulkEstimateField = retryableLazy(async () => ({ default: (await import('./BulkEstimateField')).BulkEstimateField }));

/** `canEdit`: whether the viewer may change the issues (a viewer's bar says why it offers nothing to change). */
export function BulkEditBar({ workspace, canEdit }: { workspace: BulkEditBar_workspace$key; canEdit: boolean }) {
  const data = useFragment(
    graphql`
      fragment BulkEditBar_workspace on Workspace {
        members(first: 100) {
          edges {
            node {
              id
              user {
                id
                name
              }
            }
          }
        }
        labels(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    workspace,
  );
  const selection = useIssueSelection();
  const picked = usePickedIssues();
  const request = useSyncExternalStore(selection?.subscribe ?? (() => () => {}), () => selection?.fieldRequest() ?? null);
  const [bulkUpdate] = useBulkUpdateIssuesMutation();
  const scale = useEstimateScale();
  const barRef = useRef<HTMLElement>(null);
  // The field its shortcut opened, while the focus is in it.
  const openedByShortcut = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!request) return;
    const field = barRef.current?.querySelector<HTMLElement>(`[data-bulk-field="${request.field}"]`) ?? null;
    field?.focus();
    openedByShortcut.current = field;
  }, [request]);

  /** Back to the current issue from the field its shortcut opened (after the page shows the change: a card may move). */
  const backToIssue = (field: EventTarget) => {
    if (field !== openedByShortcut.current) return;
    openedByShortcut.current = null;
    const current = selection?.current();
    if (!current) return;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const issue = [...document.querySelectorAll<HTMLElement>('[data-issue-id]')].find((element) => element.dataset.issueId === current);
        (issue?.matches('a[href]') ? issue : issue?.querySelector<HTMLElement>('a[href]'))?.focus();
      }),
    );
  };

  const count = picked.size;
  if (count === 0) return null;
  const BulkEstimate = bulkEstimateField.current;
  const ids = [...picked];
  const issues = count === 1 ? '1 issue' : `${count} issues`;

  /** What each field a shortcut opens does with Esc, and forgets when the focus leaves it. */
  const shortcutField = {
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key !== 'Escape' || event.target !== openedByShortcut.current) return;
      event.preventDefault();
      backToIssue(event.target);
    },
    onBlur: (event: FocusEvent<HTMLSelectElement>) => {
      if (event.target === openedByShortcut.current) openedByShortcut.current = null;
    },
  };

  const apply = (change: BulkChange, what: string) => (event: ChangeEvent<HTMLSelectElement>) => {
    event.target.value = '';
    // Its toast (a polite status message) says it was done, and offers to undo it.
    bulkUpdate(ids, change, undefined, `${what} for ${issues}.`);
    backToIssue(event.target);
  };

  const counted = (
    <p className={styles.count} aria-live="polite">
      {count === 1 ? '1 issue selected' : `${count} issues selected`}
    </p>
  );
  const clear = (
    <Button size="sm" onClick={() => selection?.clearPicked()}>
      Clear selection
    </Button>
  );
  if (!canEdit) {
    return (
      <section ref={barRef} className={styles.bar} aria-label="Bulk edit">
        {counted}
        <p className={styles.note}>Your role in this workspace cannot change issues.</p>
        {clear}
      </section>
    );
  }

  return (
    <section ref={barRef} className={styles.bar} aria-label="Bulk edit">
      {counted}
      <SelectField
        data-bulk-field="status"
        {...shortcutField}
        label="Status"
        short
        defaultValue=""
        onChange={(event) => apply({ status: event.target.value as IssueStatus }, `Status set to ${optionLabel(STATUS_OPTIONS, event.target.value)}`)(event)}
      >
        <option value="">Set status…</option>
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        data-bulk-field="assignee"
        {...shortcutField}
        label="Assignee"
        short
        defaultValue=""
        onChange={(event) => {
          const value = event.target.value;
          const member = data.members.edges.find(({ node }) => node.user.id === value)?.node.user;
          apply({ assigneeId: value === UNASSIGN ? null : value }, value === UNASSIGN ? 'Unassigned' : `Assigned to ${member?.name ?? 'them'}`)(event);
        }}
      >
        <option value="">Assign to…</option>
        <option value={UNASSIGN}>No one</option>
        {data.members.edges.map(({ node }) => (
          <option key={node.id} value={node.user.id}>
            {node.user.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        data-bulk-field="priority"
        {...shortcutField}
        label="Priority"
        short
        defaultValue=""
        onChange={(event) =>
          apply({ priority: event.target.value as IssuePriority }, `Priority set to ${optionLabel(PRIORITY_OPTIONS, event.target.value)}`)(event)
        }
      >
        <option value="">Set priority…</option>
        {PRIORITY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        data-bulk-field="labels"
        {...shortcutField}
        label="Add label"
        short
        defaultValue=""
        onChange={(event) => apply({ addLabelIds: [event.target.value] }, `Label ${labelName(event.target.value)} added`)(event)}
      >
        <option value="">Add label…</option>
        {data.labels.edges.map(({ node }) => (
          <option key={node.id} value={node.id}>
            {node.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Remove label"
        short
        defaultValue=""
        onChange={(event) => apply({ removeLabelIds: [event.target.value] }, `Label ${labelName(event.target.value)} removed`)(event)}
      >
        <option value="">Remove label…</option>
        {data.labels.edges.map(({ node }) => (
          <option key={node.id} value={node.id}>
            {node.name}
          </option>
        ))}
      </SelectField>
      {/* Neither is recorded for undo (the undo of a bulk change knows status, priority, assignee and labels). The
          cycles' field loads its code and the cycles when it first shows: one that cannot (offline) is left out. */}
      <FailureBoundary onFailure={() => undefined}>
        <BulkCycleField onChoose={(cycleId) => bulkUpdate(ids, { cycleId })} />
      </FailureBoundary>
      {scale === 'NONE' ? null : (
        // A field that cannot load (offline) is left out, and tried again when the bar next shows.
        <FailureBoundary onFailure={() => bulkEstimateField.retry()}>
          <Suspense fallback={null}>
            <BulkEstimate scale={scale} onChoose={(estimate) => bulkUpdate(ids, { estimate })} />
          </Suspense>
        </FailureBoundary>
      )}
      {clear}
    </section>
  );

  function labelName(labelId: string) {
    return data.labels.edges.find(({ node }) => node.id === labelId)?.node.name ?? '';
  }
}

function optionLabel(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value;
}
