// The saved views the viewer can open (shared ones and their own), as the navigation and the command palette show
// them: read once per environment, then followed in the store (mutations and live events refresh the workspace's
// list), and kept live by viewEvents while one of them is on screen. Nothing here suspends: until the list has come,
// it is null.
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useSubscription } from 'react-relay';
import { createOperationDescriptor, getRequest, type GraphQLSubscriptionConfig, type IEnvironment } from 'relay-runtime';
import type { savedViewsQuery$data } from '@/__generated__/savedViewsQuery.graphql';
import type { savedViewsEventsSubscription } from '@/__generated__/savedViewsEventsSubscription.graphql';
import { onConnectionChange } from '@/relay';

export const savedViewsFragment = graphql`
  fragment SavedViews_workspace on Workspace {
    id
    viewerCanShareViews
    views {
      id
      name
      shared
      scope
      position
      viewerCanUpdate
    }
  }
`;

const query = graphql`
  query savedViewsQuery {
    viewer {
      workspace {
        id
        viewerCanShareViews
        views {
          id
          name
          shared
          scope
          position
          viewerCanUpdate
        }
        ...SavedViews_workspace
      }
    }
  }
`;

const subscription = graphql`
  subscription savedViewsEventsSubscription {
    viewEvents {
      kind
      deletedViewId
      workspace {
        ...SavedViews_workspace
      }
    }
  }
`;

export type SavedViewSummary = savedViewsQuery$data['viewer']['workspace']['views'][number];

function viewsOf(data: unknown): readonly SavedViewSummary[] {
  return (data as Partial<savedViewsQuery$data> | null | undefined)?.viewer?.workspace?.views ?? [];
}

/**
 * The views of the store's workspace, asked for once (again when the live connection comes back); null until the first
 * answer (or failure) comes, so "none yet" is not said while loading.
 */
export function useSavedViews(environment: IEnvironment): readonly SavedViewSummary[] | null {
  const [views, setViews] = useState<readonly SavedViewSummary[] | null>(null);
  useEffect(() => {
    const operation = createOperationDescriptor(getRequest(query), {});
    const retained = environment.retain(operation);
    // The store's list as it changes (an event, a mutation); a snapshot still missing some of it says nothing yet.
    const following = environment.subscribe(environment.lookup(operation.fragment), (next) => {
      if (!next.isMissingData) setViews(viewsOf(next.data));
    });
    const ask = (fetchPolicy: 'store-or-network' | 'network-only') =>
      fetchQuery(environment, query, {}, { fetchPolicy }).subscribe({
        next: (data) => setViews(viewsOf(data)),
        // Without the list the navigation shows no views (or those it had).
        error: () => setViews((current) => current ?? []),
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
  return views;
}

/** Keeps the store's list of views live: each event carries the workspace's list as the subscriber sees it. */
export function useViewEventsSubscription() {
  const config = useMemo<GraphQLSubscriptionConfig<savedViewsEventsSubscription>>(() => ({ subscription, variables: {} }), []);
  useSubscription<savedViewsEventsSubscription>(config);
}
