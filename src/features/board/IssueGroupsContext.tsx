// The issue groups a project page shows, known to whatever changes them (moves, creates, live events). Each
// group registers its connection while it is on screen; updaters read the list when they run, so they always
// see the groups as they are then (a filter change swaps every connection).
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import type { IssueGroupConnection } from './issuePlacement';

export class IssueGroupRegistry {
  readonly #groups = new Map<string, IssueGroupConnection>();

  register(group: IssueGroupConnection): () => void {
    this.#groups.set(group.connectionId, group);
    return () => {
      if (this.#groups.get(group.connectionId) === group) this.#groups.delete(group.connectionId);
    };
  }

  groups(): IssueGroupConnection[] {
    return [...this.#groups.values()];
  }

  /** The group of this status (the first, when a page shows several). */
  groupOf(status: string): IssueGroupConnection | undefined {
    return this.groups().find((group) => group.status === status);
  }
}

const IssueGroupsContext = createContext<IssueGroupRegistry | null>(null);

export function IssueGroupsProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new IssueGroupRegistry());
  return <IssueGroupsContext.Provider value={registry}>{children}</IssueGroupsContext.Provider>;
}

export function useIssueGroups(): IssueGroupRegistry {
  const registry = useContext(IssueGroupsContext);
  if (!registry) throw new Error('useIssueGroups needs an IssueGroupsProvider above it.');
  return registry;
}

/** Registers a group for as long as it is on screen with this connection and these rules. */
export function useRegisterIssueGroup(group: IssueGroupConnection): void {
  const registry = useIssueGroups();
  const { connectionId, status, order, filter, viewerId } = group;
  const filterKey = JSON.stringify(filter);
  useLayoutEffect(
    () => registry.register({ connectionId, status, order, filter: filterKey === 'null' ? null : JSON.parse(filterKey), viewerId }),
    [registry, connectionId, status, order, filterKey, viewerId],
  );
}
