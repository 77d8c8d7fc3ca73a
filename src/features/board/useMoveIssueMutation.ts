// Moves an issue to a status column, between two of its neighbours: the card moves at once, with the position
// the server will most likely give it (a fractional index between its neighbours'); if the server refuses, it
// goes back where it was and a toast says why. A move made is recorded for undo (src/features/undo): taking it
// back is another move, to its old column between the issues it sat between, unless someone moved it since.
// While the server cannot be reached the move waits instead (src/features/offline), shown where it was dropped, and
// goes out in order later; a move that waits is not recorded for undo.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { generateKeyBetween } from 'fractional-indexing';
import type { IssueStatus, useMoveIssueMutation as MoveIssueMutation } from '@/__generated__/useMoveIssueMutation.graphql';
import { outboxOf } from '@/relay';
import { toApiError, toastMutationError } from '@/relay/errors';
import type { OutboxHandle } from '@/features/offline/pendingChanges';
import { useIssueGroupsOnScreen } from '@/features/offline/issueGroupsOnScreen';
import { storedIssueValues } from '@/features/undo/issueValues';
import { recordUndoable } from '@/features/undo/undoHistory';
import { useIssueGroups, type IssueGroupRegistry } from './IssueGroupsContext';
import { STATUS_LABELS } from './issueGroups';
import { placeIssue } from './issuePlacement';
import { issueGroupsForOutbox } from './useBulkUpdateIssuesMutation';

const mutation = graphql`
  mutation useMoveIssueMutation($input: MoveIssueInput!) @raw_response_type {
    moveIssue(input: $input) {
      issue {
        id
        status
        position
        updatedAt
        completedAt
      }
    }
  }
`;

/** A neighbour the issue lands next to: its id and position. */
export interface Neighbour {
  id: string;
  position: string;
}

export interface MoveIssueArgs {
  issueId: string;
  issueKey: string;
  status: IssueStatus;
  /** The issue it lands right after; null at the top. */
  after: Neighbour | null;
  /** The issue it lands right before; null at the bottom. */
  before: Neighbour | null;
}

/** A position between the neighbours' (the server's rule); when theirs are not in order, right after `after`. */
export function positionBetween(after: string | null, before: string | null): string {
  try {
    return generateKeyBetween(after, before);
  } catch {
    return generateKeyBetween(after, null);
  }
}

/** The issues of a status column on screen, by position (to find a place again by its position). */
export function columnOnScreen(environment: IEnvironment, registry: IssueGroupRegistry, status: string, except: string): Neighbour[] | null {
  const group = registry.groups().find((candidate) => candidate.status === status && candidate.order === 'POSITION');
  return group ? issuesOfGroup(environment, group.connectionId, except) : null;
}

/** The issues a group's connection holds in the store, by position, but the one `except`. */
export function issuesOfGroup(environment: IEnvironment, connectionId: string, except: string): Neighbour[] {
  const source = environment.getStore().getSource();
  const edges = (source.get(connectionId)?.edges as { __refs?: string[] } | undefined)?.__refs ?? [];
  return edges
    .map((edgeId) => (source.get(edgeId)?.node as { __ref?: string } | undefined)?.__ref)
    .filter((id): id is string => Boolean(id) && id !== except)
    .map((id) => ({ id, position: String(source.get(id)?.position ?? '') }))
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
}

/** Where the issue sits now: its column, its position, and the issues right above and below it there. */
export type MovedFrom = NonNullable<ReturnType<typeof placeBefore>>;

function placeBefore(environment: IEnvironment, registry: IssueGroupRegistry, issueId: string) {
  const values = storedIssueValues(environment, issueId);
  if (!values) return null;
  const column = columnOnScreen(environment, registry, values.status, issueId) ?? [];
  const above = column.filter((item) => item.position < values.position).at(-1) ?? null;
  const below = column.find((item) => item.position > values.position) ?? null;
  return { status: values.status as IssueStatus, position: values.position, above, below };
}

/** Keeps the move in the outbox of changes made offline, shown at once where it was dropped; false when it may not wait. */
function waitToMove(outbox: OutboxHandle, { issueId, issueKey, status, after, before }: MoveIssueArgs, shown: { position: string; basedStatus: string }): boolean {
  return outbox.addIssueMove({ issueId, issueKey, status, afterId: after?.id ?? null, beforeId: before?.id ?? null, ...shown });
}

/** A position above `top` (the top of a column on screen), for an issue that waits to get there. */
const positionAbove = (top: string | null) => positionBetween(null, top);

/** Commits a move; `undoable` records it for undo (an undo's own move is not), and says a refusal in a toast. */
export function commitMove(
  environment: IEnvironment,
  registry: IssueGroupRegistry,
  args: MoveIssueArgs,
  { undoable, onDone, onFailed }: { undoable: boolean; onDone?: (position: string) => void; onFailed?: (error: Error) => void },
): void {
  const { issueId, issueKey, status, after, before } = args;
  const position = positionBetween(after?.position ?? null, before?.position ?? null);
  // The status the move starts from, as shown (what a later change by someone else is judged against, if it waits).
  const shownStatus = environment.getStore().getSource().get(issueId)?.status;
  const waiting = { position, basedStatus: typeof shownStatus === 'string' ? shownStatus : status };
  const outbox = outboxOf<OutboxHandle>(environment);
  if (outbox?.waits()) {
    if (waitToMove(outbox, args, waiting)) onDone?.(position);
    else onFailed?.(new Error(`${issueKey} was not moved.`));
    return;
  }
  const place = (store: Parameters<typeof placeIssue>[0]) => placeIssue(store, issueId, registry.groups());
  const from = undoable ? placeBefore(environment, registry, issueId) : null;
  commitMutation<MoveIssueMutation>(environment, {
    mutation,
    variables: { input: { id: issueId, status, afterId: after?.id ?? null, beforeId: before?.id ?? null } },
    optimisticResponse: {
      moveIssue: {
        issue: {
          id: issueId,
          status,
          position,
          updatedAt: new Date().toISOString(),
          completedAt: status === 'DONE' ? new Date().toISOString() : null,
        },
      },
    },
    optimisticUpdater: place,
    updater: place,
    onCompleted: (response, errors) => {
      if (errors?.length) return;
      const landed = response.moveIssue.issue;
      onDone?.(landed.position);
      if (!from) return;
      const words = STATUS_LABELS[status] ?? status;
      recordUndoable(environment, {
        what: from.status === status ? `${issueKey} moved within ${words}.` : `${issueKey} moved to ${words}.`,
        failure: `${issueKey} was not put back`,
        // The undo's code loads when it is first used.
        undo: async () => (await import('./undoMove')).undoMove(environment, registry, { issueId, issueKey, landed, from }),
      });
    },
    onError: (error) => {
      if (onFailed) onFailed(error);
      // The server could not be reached: the move waits to be sent with the changes made offline.
      else if (outbox && toApiError(error).code === 'NETWORK') waitToMove(outbox, args, waiting);
      else toastMutationError(`${issueKey} was not moved`, error);
    },
  });
}

export function useMoveIssueMutation() {
  // Committed on the environment: the card that asks may unmount as it leaves its column.
  const environment = useRelayEnvironment();
  const registry = useIssueGroups();
  // Moves and edits made offline show among the board's columns, after a reload too.
  useIssueGroupsOnScreen(environment, issueGroupsForOutbox(registry, positionAbove));

  const moveIssue = useCallback(
    (args: MoveIssueArgs) => commitMove(environment, registry, args, { undoable: true }),
    [environment, registry],
  );

  return [moveIssue] as const;
}
