// The Inbox link of the workspace's header, with the unread count as a badge ("Inbox, 3 unread"), and the live
// notifications that keep it current. The header sits outside the workspace's pages: the workspace route's
// environment is handed in (nothing here runs before a workspace page has one). The count is read from the store
// and followed there; the header never suspends nor fails for it (loading, or a failed request, shows the plain
// link): a header that suspended on its own query kept re-rendering while the workspace's environment changed.
// Notifications made while the live connection was down never arrive live: the count is asked for again when it
// comes back (the inbox page, a route, catches up with the other routes).
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, RelayEnvironmentProvider } from 'react-relay';
import { NavLink } from 'react-router-dom';
import { createOperationDescriptor, getRequest, type IEnvironment } from 'relay-runtime';
import type { InboxNavLinkQuery$data } from '@/__generated__/InboxNavLinkQuery.graphql';
import { onConnectionChange } from '@/relay';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { inboxPath } from './notificationText';
import { useNotificationEventsSubscription } from './useNotificationEventsSubscription';
import styles from './Inbox.module.css';

const countQuery = graphql`
  query InboxNavLinkQuery {
    viewer {
      unreadNotificationCount
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

/**
 * The viewer's unread count in the store (kept there while the link is on screen), asked for once, and again each
 * time the live connection comes back.
 */
function useUnreadCount(environment: IEnvironment): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const operation = createOperationDescriptor(getRequest(countQuery), {});
    const retained = environment.retain(operation);
    const snapshot = environment.lookup(operation.fragment);
    const following = environment.subscribe(snapshot, (next) => setCount(countOf(next.data)));
    const ask = (fetchPolicy: 'store-or-network' | 'network-only') =>
      fetchQuery(environment, countQuery, {}, { fetchPolicy }).subscribe({
        next: (data) => setCount(countOf(data)),
        // Without the count the link shows without a badge (or the count it had).
        error: () => {},
      });
    let fetching = ask('store-or-network');
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
  }, [environment]);
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
