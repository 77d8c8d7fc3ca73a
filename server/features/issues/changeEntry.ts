// The change-log entry of a change of an issue, as every feature that changes one writes it (the issues domain, and
// the subissues feature's parents and relations). On its own, with types alone, so that any domain takes it without
// an import cycle (the issues domain imports the subissues domain's filters).
import type { ChangeEntry } from '../../db/changeLog';
import type { FieldChange } from '../comments/domain';
import type { IssueRow } from './domain';

/** What happened to an issue, as its change-log entry says. */
export type IssueChangeKind = 'CREATED' | 'UPDATED' | 'MOVED' | 'DELETED' | 'RESTORED';

/** The entry (`row` is the issue after the change, as it was for DELETED; `changes`, its timeline's activity). */
export function issueEntry(actorId: string, kind: IssueChangeKind, issue: IssueRow, changes: FieldChange[]): ChangeEntry {
  return {
    workspaceId: issue.workspaceId,
    actorId,
    entityType: 'issue',
    entityId: issue.id,
    issueId: issue.id,
    projectId: issue.projectId,
    kind,
    changes,
    row: issue,
  };
}
