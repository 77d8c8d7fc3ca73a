// How cycles read on their pages: dates, status words, figures.
import type { CycleStatus } from '@/rules/cycle';

const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar date as "Dec 1" (in UTC, so that it does not shift a day). */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

export const formatDates = (cycle: { startsOn: string; endsOn: string }) => `${formatDay(cycle.startsOn)} – ${formatDay(cycle.endsOn)}`;

export const STATUS_WORDS: Record<CycleStatus, string> = { PAST: 'Past', CURRENT: 'Current', UPCOMING: 'Upcoming' };

interface Totals {
  issueCount: number;
  estimate: number;
}

/** "3 of 8 points done" (in points when the cycle has estimates and `inPoints`: the workspace estimates; else issues). */
export function completion(scope: Totals, completed: Totals, inPoints = true): string {
  if (inPoints && scope.estimate > 0) return `${completed.estimate} of ${scope.estimate} points done`;
  return `${completed.issueCount} of ${scope.issueCount} ${scope.issueCount === 1 ? 'issue' : 'issues'} done`;
}

/** "3 issues, 8 points" (the points left out when there are none, or the workspace estimates nothing). */
export function totalsInWords(totals: Totals, inPoints = true, pointsWhenNone = false): string {
  const issues = `${totals.issueCount} ${totals.issueCount === 1 ? 'issue' : 'issues'}`;
  return inPoints && (totals.estimate > 0 || pointsWhenNone) ? `${issues}, ${totals.estimate} points` : issues;
}
