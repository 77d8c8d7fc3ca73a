// The statuses in board order, apart from the issue groups' queries (src/features/board/issueGroups.ts) so that
// the app shell's board placeholder can draw a column per status without loading Relay.
import type { IssueStatus } from '@/__generated__/useMoveIssueMutation.graphql';

export const ISSUE_STATUSES: readonly IssueStatus[] = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE', 'CANCELED'];
