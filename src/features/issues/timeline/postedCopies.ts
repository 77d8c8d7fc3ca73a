// The viewer's own comments that wait for the server's answer (an optimistic comment, "posting…"), or to be sent
// (made offline, "waiting to be sent"), while the server's copy is listed already: its live event can arrive before
// the mutation's answer, and until that answer replaces the optimistic comment both would show.
//
// Order in the list tells nothing (Relay lists a comment still posting after everything the server has sent, the live
// copy included), so a copy is told by what was listed when the comment was posted: a confirmed comment by the same
// author with the same text that was not listed then. Each such copy stands for one comment, the earliest posted:
// two "+1"s posted in a row stay two, and a "+1" posted after another was confirmed is not taken for it.
import { useMemo, useState } from 'react';

interface TimelineCommentEntry {
  readonly id: string;
  readonly body: string;
  readonly authorId: string;
}

/**
 * Whether a comment is the app's own, not yet confirmed by the server (posting, or waiting to be sent): its id is one
 * the client made up.
 */
export const isUnconfirmed = (id: string): boolean => id.startsWith('client:');

/**
 * The ids of the unconfirmed comments whose server copy is listed: `listedAtPosting` holds, for each unconfirmed
 * comment, the confirmed ones listed when it appeared (those cannot be its copy).
 */
function postedCopies(
  entries: readonly TimelineCommentEntry[],
  listedAtPosting: ReadonlyMap<string, ReadonlySet<string>>,
): ReadonlySet<string> {
  const covered = new Set<string>();
  const taken = new Set<string>();
  for (const pending of entries) {
    if (!isUnconfirmed(pending.id)) continue;
    const listed = listedAtPosting.get(pending.id);
    const copy = entries.find(
      (entry) =>
        !isUnconfirmed(entry.id) &&
        !taken.has(entry.id) &&
        !listed?.has(entry.id) &&
        entry.body === pending.body &&
        entry.authorId === pending.authorId,
    );
    if (!copy) continue;
    taken.add(copy.id);
    covered.add(pending.id);
  }
  return covered;
}

/**
 * `listedAtPosting` brought up to `entries`: the comments posted since (unconfirmed, not in it yet) with the confirmed
 * ones listed now, and those no longer listed left out. The same map when nothing changed.
 */
function withPostings(
  listedAtPosting: ReadonlyMap<string, ReadonlySet<string>>,
  entries: readonly TimelineCommentEntry[],
): ReadonlyMap<string, ReadonlySet<string>> {
  const unconfirmed = entries.filter(({ id }) => isUnconfirmed(id)).map(({ id }) => id);
  const posted = unconfirmed.filter((id) => !listedAtPosting.has(id));
  if (posted.length === 0 && unconfirmed.length === listedAtPosting.size) return listedAtPosting;
  const confirmed = new Set(entries.filter(({ id }) => !isUnconfirmed(id)).map(({ id }) => id));
  return new Map(unconfirmed.map((id) => [id, listedAtPosting.get(id) ?? confirmed]));
}

/** The unconfirmed comments of `entries` not to show, their server copy being listed (see postedCopies). */
export function useShownOnce(entries: readonly TimelineCommentEntry[]): ReadonlySet<string> {
  const [listedAtPosting, setListedAtPosting] = useState<ReadonlyMap<string, ReadonlySet<string>>>(() => new Map());
  // Kept from render to render (React's "information from previous renders"): set while rendering, when it changes.
  const current = withPostings(listedAtPosting, entries);
  if (current !== listedAtPosting) setListedAtPosting(current);
  return useMemo(() => postedCopies(entries, current), [entries, current]);
}
