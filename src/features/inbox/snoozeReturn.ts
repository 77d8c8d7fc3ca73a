// When the first snoozed notification is due back: nothing is pushed then, so the header and the inbox ask again.
// Its own module: the header (InboxNavLink) loads it on every page, the snooze menu's times stay in the inbox's code.

/** The longest a timer waits (setTimeout's limit, about 24 days): a later time is waited for in steps. */
const LONGEST_WAIT = 2 ** 31 - 1;

/** Calls `then` a second after `until` (an ISO time; nothing when null); returns what stops the wait. */
export function untilSnoozeEnds(until: string | null | undefined, then: () => void): (() => void) | undefined {
  if (!until) return undefined;
  const due = Date.parse(until) + 1000;
  if (!Number.isFinite(due)) return undefined;
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    const left = due - Date.now();
    timer = left > LONGEST_WAIT ? setTimeout(wait, LONGEST_WAIT) : setTimeout(then, Math.max(0, left));
  };
  wait();
  return () => clearTimeout(timer);
}
