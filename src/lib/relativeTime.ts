// "2 min ago", "3 h ago", "yesterday": how long ago something happened, in short English words, for lists that
// show when (the full date and time go in the element's dateTime and title).

const UNITS: [string, number][] = [
  ['y', 365 * 24 * 3600],
  ['mo', 30 * 24 * 3600],
  ['wk', 7 * 24 * 3600],
  ['d', 24 * 3600],
  ['h', 3600],
  ['min', 60],
];

/** How long before `now` the moment was, in words ("just now" under a minute). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return unit === 'd' && count === 1 ? 'yesterday' : `${count} ${unit} ago`;
    }
  }
  return 'just now';
}
