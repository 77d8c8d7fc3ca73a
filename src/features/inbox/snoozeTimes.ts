// When a snoozed notification comes back, for the choices the inbox offers: later today (three hours on, at the
// next whole hour), tomorrow morning and next Monday morning, in the person's own time zone.
export interface SnoozeChoice {
  /** What the menu says ("Later today"). */
  label: string;
  /** The time, as the menu shows it beside the label ("6 PM", "Tue 9 AM"). */
  when: string;
  until: Date;
}

/** The hour a morning snooze comes back at. */
const MORNING = 9;

function atMorning(day: Date, daysAhead: number): Date {
  const date = new Date(day);
  date.setDate(date.getDate() + daysAhead);
  date.setHours(MORNING, 0, 0, 0);
  return date;
}

// Every choice is on the hour: "6 PM".
const time = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric' });
const dayAndTime = (date: Date) => `${date.toLocaleDateString('en-US', { weekday: 'short' })} ${time(date)}`;

/** When a snooze ends, as the snoozed list says it: "6 PM" today, "Tue 9 AM" within a week, else "Mar 3, 9 AM". */
export function snoozedUntilWords(until: Date, now: Date): string {
  if (until.toDateString() === now.toDateString()) return time(until);
  if (until.getTime() - now.getTime() < 6 * 24 * 60 * 60 * 1000) return dayAndTime(until);
  return `${until.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time(until)}`;
}

/** The choices as of `now`; "Later today" only while three hours on is still today. */
export function snoozeChoices(now: Date): SnoozeChoice[] {
  const later = new Date(now);
  later.setHours(later.getHours() + 3, 0, 0, 0);
  if (later.getTime() - now.getTime() < 3 * 60 * 60 * 1000) later.setHours(later.getHours() + 1);
  const tomorrow = atMorning(now, 1);
  // Monday is day 1: the next Monday, a week on when today is one.
  const nextWeek = atMorning(now, ((8 - now.getDay()) % 7) || 7);
  const choices: SnoozeChoice[] = [];
  if (later.getDate() === now.getDate()) choices.push({ label: 'Later today', when: time(later), until: later });
  choices.push({ label: 'Tomorrow', when: dayAndTime(tomorrow), until: tomorrow });
  choices.push({ label: 'Next week', when: dayAndTime(nextWeek), until: nextWeek });
  return choices;
}
