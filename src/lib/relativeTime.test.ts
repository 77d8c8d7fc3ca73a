import { timeAgo } from './relativeTime';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  it.each([
    ['2026-11-21T11:59:30.000Z', 'just now'],
    ['2026-11-21T11:58:00.000Z', '2 min ago'],
    ['2026-11-21T09:00:00.000Z', '3 h ago'],
    ['2026-11-20T11:00:00.000Z', 'yesterday'],
    ['2026-11-07T12:00:00.000Z', '2 wk ago'],
  ])('says %s was %s', (iso, words) => {
    expect(timeAgo(iso, now)).toBe(words);
  });
});
