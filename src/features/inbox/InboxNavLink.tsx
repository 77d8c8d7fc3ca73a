// The Inbox link of the workspace's header, with the unread count as a badge ("Inbox, 3 unread"), and the live
// notifications that keep it current. The header sits outside the workspace's pages: the workspace route's
// environment is handed in (nothing here runs before a workspace page has one). The count is read from the store
// and followed there; the header never suspends nor fails for it (loading, or a failed request, shows the plain
// link): a header that suspended on its own query kept re-rendering while the workspace's environment changed.
// Notifications made while the live connection was down never arrive live: the count is asked for again when it
// comes back (the inbox page, a route, catches up with the other routes). Nothing is pushed when a snooze ends: the
// count is asked for again when the first snoozed notification is due back (`nextSnoozeEndsAt`).
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, RelayEnvironmentProvider } from 'react-relay';
import { NavLink } from 'react-router-dom';
import { createOperationDescriptor, getRequest, type IEnvironment } from 'relay-runtime';
import type { InboxNavLinkQuery$data } from '@/__generated__/InboxNavLinkQuery.graphql';
import { onConnectionChange } from '@/relay';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { inboxPath } from './notificationText';
import { untilSnoozeEnds } from './snoozeReturn';
import { useNotificationEventsSubscription } from './useNotificationEventsSubscription';
import styles from './Inbox.module.css';

const countQuery = graphql`
  query InboxNavLinkQuery {
    viewer {
      unreadNotificationCount
      nextSnoozeEndsAt
    }
  }
`;

interface LinkProps {
  workspaceSlug: string;
  className: (state: { isActive: boolean }) => string;
}

function countOf(data: unknown): number | null {
  const count = (data as Partial<InboxNavLinkQuery$data> | null | undefined)?.viewer?.unreadNotificationCount;
  return typeof count === 'number' ? count : null;
}

function snoozeEndOf(data: unknown): string | null {
  return (data as Partial<InboxNavLinkQuery$data> | null | undefined)?.viewer?.nextSnoozeEndsAt ?? null;
}

/**
 * The viewer's unread count in the store (kept there while the link is on screen), asked for once, and again each
 * time the live connection comes back or a snoozed notification is due back.
 */
function useUnreadCount(environment: IEnvironment): number | null {
  const [count, setCount] = useState<number | null>(null);
  const [snoozeEnd, setSnoozeEnd] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  // When the first snoozed notification is due back (a second late, so that the server counts it back), ask again.
  useEffect(() => untilSnoozeEnds(snoozeEnd, () => setAsked((times) => times + 1)), [snoozeEnd]);
  useEffect(() => {
    const operation = createOperationDescriptor(getRequest(countQuery), {});
    const retained = environment.retain(operation);
    const snapshot = environment.lookup(operation.fragment);
    const following = environment.subscribe(snapshot, (next) => {
      setCount(countOf(next.data));
      setSnoozeEnd(snoozeEndOf(next.data));
    });
    const ask = (fetchPolicy: 'store-or-network' | 'network-only') =>
      fetchQuery(environment, countQuery, {}, { fetchPolicy }).subscribe({
        next: (data) => {
          setCount(countOf(data));
          setSnoozeEnd(snoozeEndOf(data));
        },
        // Without the count the link shows without a badge (or the count it had).
        error: () => {},
      });
    let fetching = ask(asked === 0 ? 'store-or-network' : 'network-only');
    const stopListening = onConnectionChange((event) => {
      if (event !== 'restored') return;
      fetching.unsubscribe();
      fetching = ask('network-only');
    });
    return () => {
      stopListening();
      fetching.unsubscribe();
      following.dispose();
      retained.dispose();
    };
  }, [environment, asked]);
  return count;
}

function InboxLink({ workspaceSlug, className, count }: LinkProps & { count: number | null }) {
  return (
    // Named by what it shows ("Inbox" and the count), with "unread" for screen readers: "Inbox 3 unread".
    <NavLink to={inboxPath(workspaceSlug)} end className={className}>
      Inbox
      {count ? (
        <span className={styles.badge}>
          {count > 99 ? '99+' : count}
          <VisuallyHidden> unread</VisuallyHidden>
        </span>
      ) : null}
    </NavLink>
  );
}

function LiveInboxLink({ environment, ...props }: LinkProps & { environment: IEnvironment }) {
  const count = useUnreadCount(environment);
  useNotificationEventsSubscription(props.workspaceSlug);
  return <InboxLink {...props} count={count} />;
}

export function InboxNavLink({ environment, ...props }: LinkProps & { environment: IEnvironment }) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <LiveInboxLink environment={environment} {...props} />
    </RelayEnvironmentProvider>
  );
}
