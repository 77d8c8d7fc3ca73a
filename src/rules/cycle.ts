// Cycles' rules, shared by the server's validation and the cycle forms: a name, dates, a cadence, the days of a cycle.
import { dueDateError } from './issue';

export const CYCLE_NAME_MAX = 80;
export const CYCLE_MAX_DAYS = 8 * 7;
export const CADENCE_WEEKS_MAX = 8;
export const CADENCE_COUNT_MAX = 12;
export const CADENCE_COUNT_DEFAULT = 3;

export function cycleNameError(name: string): string | undefined {
  return [...name.trim()].length > CYCLE_NAME_MAX ? `A cycle's name has at most ${CYCLE_NAME_MAX} characters.` : undefined;
}

/** A blank name is none. */
export const normalizeCycleName = (name: string | null | undefined): string | null => (name == null || name.trim() === '' ? null : name.trim());

/** The date `days` after an ISO date (negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Every date from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) days.push(date);
  return days;
}

/** What is wrong with a cycle's dates, with the field at fault; undefined when they are fine. */
export function cycleDatesError(startsOn: string, endsOn: string): { field: 'startsOn' | 'endsOn'; message: string } | undefined {
  const startError = dueDateError(startsOn);
  if (startError) return { field: 'startsOn', message: startError };
  const endError = dueDateError(endsOn);
  if (endError) return { field: 'endsOn', message: endError };
  if (endsOn < startsOn) return { field: 'endsOn', message: 'A cycle ends on or after the day it starts.' };
  if (daysBetween(startsOn, endsOn).length > CYCLE_MAX_DAYS) return { field: 'endsOn', message: `A cycle lasts at most ${CYCLE_MAX_DAYS / 7} weeks.` };
  return undefined;
}

/** Today's date in UTC (the server's and the burn-up's day). */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

export type CycleStatus = 'PAST' | 'CURRENT' | 'UPCOMING';

export function cycleStatus(cycle: { startsOn: string; endsOn: string }, today: string): CycleStatus {
  if (cycle.endsOn < today) return 'PAST';
  return cycle.startsOn <= today ? 'CURRENT' : 'UPCOMING';
}

/** A cycle's title: "Cycle 3", with its name when it has one. */
export const cycleTitle = (cycle: { number: number; name?: string | null }) => (cycle.name ? `Cycle ${cycle.number}: ${cycle.name}` : `Cycle ${cycle.number}`);
