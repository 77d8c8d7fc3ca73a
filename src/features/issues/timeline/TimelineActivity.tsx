// One activity entry of an issue's timeline in words: "Ada changed status from Todo to In progress · 2 min ago",
// "Ada assigned Grace", "Ada added the label Bug", "Ada created the issue", "Ada restored the issue".
import { graphql, useFragment } from 'react-relay';
import type { TimelineActivity_activity$data, TimelineActivity_activity$key } from '@/__generated__/TimelineActivity_activity.graphql';
import { Avatar } from '@/ui/Avatar';
import { priorityLabel, statusLabel } from '../fields/options';
import { formatDate } from '../IssueDetail';
import { TimeAgo } from './TimeAgo';
import styles from './Timeline.module.css';

type Change = TimelineActivity_activity$data['changes'][number];

function names(items: readonly { readonly name: string }[]): string {
  const all = items.map((item) => item.name);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}` : (all[0] ?? '');
}

function fromTo(what: string, from: string | null, to: string | null): string {
  if (from && to) return `changed ${what} from ${from} to ${to}`;
  if (to) return `set ${what} to ${to}`;
  return from ? `removed ${what} (was ${from})` : `changed ${what}`;
}

/** A relation as the issue sees it, in words ("blocks WEB-3"). */
const RELATION_WORDS: Record<string, string> = {
  BLOCKS: 'blocks',
  BLOCKED_BY: 'is blocked by',
  RELATES_TO: 'relates to',
  DUPLICATES: 'duplicates',
  DUPLICATED_BY: 'is duplicated by',
};

/** What one field's change did, as a phrase after the actor's name. */
export function describeChange(change: Change): string {
  switch (change.field) {
    case 'STATUS':
      return fromTo('status', change.from ? statusLabel(change.from) : null, change.to ? statusLabel(change.to) : null);
    case 'PRIORITY':
      return fromTo('priority', change.from ? priorityLabel(change.from) : null, change.to ? priorityLabel(change.to) : null);
    case 'TITLE':
      return change.from ? `renamed the issue from “${change.from}” to “${change.to ?? ''}”` : `renamed the issue to “${change.to ?? ''}”`;
    case 'DESCRIPTION':
      return 'edited the description';
    case 'DUE_DATE':
      return fromTo('the due date', change.from ? formatDate(change.from) : null, change.to ? formatDate(change.to) : null);
    case 'ESTIMATE':
      return fromTo('the estimate', change.from ? `${change.from} points` : null, change.to ? `${change.to} points` : null);
    case 'ATTACHMENTS':
      if (change.to) return `attached ${change.to}`;
      return change.from ? `removed the file ${change.from}` : 'changed the files';
    case 'ASSIGNEE':
      if (change.fromUser && change.toUser) return `reassigned the issue from ${change.fromUser.name} to ${change.toUser.name}`;
      if (change.toUser) return `assigned ${change.toUser.name}`;
      return change.fromUser ? `unassigned ${change.fromUser.name}` : 'changed the assignee';
    case 'CYCLE':
      if (change.toCycle) return `moved the issue to cycle ${change.toCycle.number}`;
      return change.fromCycle ? `took the issue out of cycle ${change.fromCycle.number}` : 'took the issue out of its cycle';
    case 'LABELS': {
      const parts: string[] = [];
      if (change.addedLabels.length) parts.push(`added the label${change.addedLabels.length > 1 ? 's' : ''} ${names(change.addedLabels)}`);
      if (change.removedLabels.length) parts.push(`removed the label${change.removedLabels.length > 1 ? 's' : ''} ${names(change.removedLabels)}`);
      return parts.length ? parts.join(' and ') : 'changed the labels';
    }
    case 'PARENT':
      return fromTo('the parent', change.from ?? null, change.to ?? null);
    case 'SUB_ISSUES':
      return change.to ? `added the sub-issue ${change.to}` : `removed the sub-issue ${change.from ?? ''}`;
    case 'RELATIONS': {
      const relation = `“${RELATION_WORDS[change.relationType ?? ''] ?? 'relates to'} ${change.to ?? change.from ?? ''}”`;
      return change.to ? `added the relation ${relation}` : `removed the relation ${relation}`;
    }
    default:
      // A field with no wording of its own here reads by its name: "changed the confidence from 50 to 75".
      return fromTo(`the ${change.field.toLowerCase().replace(/_/g, ' ')}`, change.from ?? null, change.to ?? null);
  }
}

/** Every change of an entry in one sentence (without the actor). */
export function describeActivity(activity: Pick<TimelineActivity_activity$data, 'created' | 'restored' | 'changes'>): string {
  if (activity.created) return 'created the issue';
  if (activity.restored) return 'restored the issue';
  const phrases = activity.changes.map(describeChange);
  if (phrases.length === 0) return 'changed the issue';
  return phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}` : phrases[0];
}

export function TimelineActivity({ activity: activityKey }: { activity: TimelineActivity_activity$key }) {
  const activity = useFragment(
    graphql`
      fragment TimelineActivity_activity on IssueActivity {
        id
        created
        restored
        createdAt
        actor {
          id
          name
          imageUrl
        }
        changes {
          field
          from
          to
          relationType
          fromUser {
            id
            name
          }
          toUser {
            id
            name
          }
          addedLabels {
            id
            name
          }
          removedLabels {
            id
            name
          }
          fromCycle {
            id
            number
          }
          toCycle {
            id
            number
          }
        }
      }
    `,
    activityKey,
  );
  return (
    <div className={styles.activity}>
      <Avatar name={activity.actor.name} imageUrl={activity.actor.imageUrl ?? null} />
      <p className={styles.activityText}>
        <span className={styles.person}>{activity.actor.name}</span> <span>{describeActivity(activity)}</span>
        <span aria-hidden="true"> · </span>
        <TimeAgo value={activity.createdAt} />
      </p>
    </div>
  );
}
