import { snoozeChoices } from './snoozeTimes';

// Local times (the tests' time zone is the machine's; the choices are in it too).
const at = (year: number, month: number, day: number, hour: number, minute = 0) => new Date(year, month - 1, day, hour, minute);

describe('snooze choices', () => {
  it('offers later today at a whole hour at least three hours on, tomorrow at 9 and next Monday at 9', () => {
    // Friday 27 November 2026, 2:20 PM.
    const choices = snoozeChoices(at(2026, 11, 27, 14, 20));
    expect(choices.map(({ label, when }) => [label, when])).toEqual([
      ['Later today', '6 PM'],
      ['Tomorrow', 'Sat 9 AM'],
      ['Next week', 'Mon 9 AM'],
    ]);
    expect(choices.map(({ until }) => until)).toEqual([at(2026, 11, 27, 18), at(2026, 11, 28, 9), at(2026, 11, 30, 9)]);
  });

  it('leaves out later today in the evening, and on a Monday next week is a week on', () => {
    const choices = snoozeChoices(at(2026, 11, 30, 22, 0));
    expect(choices.map(({ label }) => label)).toEqual(['Tomorrow', 'Next week']);
    expect(choices[1].until).toEqual(at(2026, 12, 7, 9));
  });

  it('keeps later today on the hour when it is already one', () => {
    expect(snoozeChoices(at(2026, 11, 27, 9, 0))[0].until).toEqual(at(2026, 11, 27, 12));
  });
});
