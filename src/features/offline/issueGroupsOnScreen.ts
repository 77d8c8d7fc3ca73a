// The issue groups on screen in each workspace environment (a board's columns, a list's sections: each project page's
// registry, src/features/board/IssueGroupsContext), for the outbox: a change that waits shows its issue where it now
// belongs among them. The registries are in memory and a page's own, so the page hands its groups over while they are
// on screen (with how to place an issue among them: the page's code), and says when they change (a board mounted again
// after a reload, a filter changed): the outbox then applies what waits again. Small and without the pages' code: the
// pages import it, the outbox loads after the first paint.
import { useEffect } from 'react';
import type { IEnvironment, RecordSourceProxy } from 'relay-runtime';
import type { IssueGroupConnection } from '@/features/board/issuePlacement';

/** A page's issue groups, as it hands them over. */
export interface IssueGroupsSource {
  /** The groups now. */
  groups(): readonly IssueGroupConnection[];
  /** Puts the issue, as its record now is, where it belongs among the groups. */
  place(store: RecordSourceProxy, issueId: string): void;
  /** A position above `top` (the top of a column): where the server puts an issue whose status changes. */
  positionAbove?: (top: string | null) => string;
}

interface Shown {
  /** Each page's registry, with how many of the page's parts hold it (a board's rows share one). */
  sources: Map<IssueGroupsSource, number>;
  /** Each registry's groups when last looked at (their connections). */
  seen: WeakMap<IssueGroupsSource, string>;
  listeners: Set<() => void>;
}

const shownIn = new WeakMap<IEnvironment, Shown>();

function shown(environment: IEnvironment): Shown {
  let entry = shownIn.get(environment);
  if (!entry) {
    entry = { sources: new Map(), seen: new WeakMap(), listeners: new Set() };
    shownIn.set(environment, entry);
  }
  return entry;
}

const signature = (source: IssueGroupsSource) =>
  source
    .groups()
    .map((group) => group.connectionId)
    .join('\n');

function changed(entry: Shown) {
  for (const listener of [...entry.listeners]) listener();
}

/** The issue groups on screen in this environment now, page by page. */
export function issueGroupsOnScreen(environment: IEnvironment): IssueGroupsSource[] {
  const entry = shownIn.get(environment);
  return entry ? [...entry.sources.keys()] : [];
}

/** Calls the listener whenever the groups on screen change (until the returned function is called). */
export function onIssueGroupsChange(environment: IEnvironment, listener: () => void): () => void {
  const entry = shown(environment);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/** Hands the page's groups over while they are on screen; called by a component that the groups' components are inside of. */
export function useIssueGroupsOnScreen(environment: IEnvironment, source: IssueGroupsSource): void {
  useEffect(() => {
    const entry = shown(environment);
    entry.sources.set(source, (entry.sources.get(source) ?? 0) + 1);
    entry.seen.set(source, signature(source));
    changed(entry);
    return () => {
      const held = (entry.sources.get(source) ?? 1) - 1;
      if (held > 0) entry.sources.set(source, held);
      else entry.sources.delete(source);
    };
  }, [environment, source]);
  // The groups register in their own layout effects, so after each render of the page's part they are as they will
  // stay: a change of them (new connections, a filter changed) is noticed here, once per registry.
  useEffect(() => {
    const entry = shown(environment);
    if (!entry.sources.has(source)) return;
    const now = signature(source);
    if (entry.seen.get(source) === now) return;
    entry.seen.set(source, now);
    changed(entry);
  });
}
