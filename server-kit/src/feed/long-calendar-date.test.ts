import { longCalendarDate } from './dates';

describe('longCalendarDate', () => {
  it('names the weekday, day, month and year of a calendar date, with no comma', () => {
    expect(longCalendarDate('2026-06-15')).toBe('Monday 15 June 2026');
    expect(longCalendarDate('2027-03-19')).toBe('Friday 19 March 2027');
  });

  it('reads only the date part, so a late-evening UTC time is still that day', () => {
    expect(longCalendarDate('2026-11-28T23:30:00Z')).toBe('Saturday 28 November 2026');
  });
});
