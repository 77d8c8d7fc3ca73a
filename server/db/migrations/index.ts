// Every migration, in order. Listed statically (not read from the folder) so they run the same under tsx and Jest.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './0001_initial';
import * as membershipRemovals from './0002_membership_removals';
import * as signingKeys from './0003_signing_keys';
import * as issues from './0004_issues';
import * as issueIndexes from './0005_issue_indexes';
import * as labelOrder from './0006_label_order';
import * as members from './0007_members';
import * as collaboration from './0008_collaboration';
import * as issueGroupIndexes from './0011_issue_group_indexes';
import * as changeLog from './0012_change_log';
import * as historyFromLog from './0013_history_from_log';
import * as issueEstimate from './0014_issue_estimate';
import * as inboxAndReactions from './0015_inbox_and_reactions';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_membership_removals': membershipRemovals,
  '0003_signing_keys': signingKeys,
  '0004_issues': issues,
  '0005_issue_indexes': issueIndexes,
  '0006_label_order': labelOrder,
  '0007_members': members,
  '0008_collaboration': collaboration,
  '0011_issue_group_indexes': issueGroupIndexes,
  '0012_change_log': changeLog,
  '0013_history_from_log': historyFromLog,
  '0014_issue_estimate': issueEstimate,
  '0015_inbox_and_reactions': inboxAndReactions,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
