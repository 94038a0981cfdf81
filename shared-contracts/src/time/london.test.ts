import { londonDate, londonDateTime } from './london';

describe('London dates', () => {
  it('formats a moment as DD-MM-YYYY HH:mm', () => {
    expect(londonDateTime(Date.parse('2026-11-22T09:05:00Z'))).toBe('22-11-2026 09:05');
  });

  it('reads London time: GMT in winter, BST in summer', () => {
    expect(londonDateTime(new Date('2026-01-15T14:30:00Z'))).toBe('15-01-2026 14:30');
    expect(londonDateTime(new Date('2026-06-15T14:30:00Z'))).toBe('15-06-2026 15:30');
  });

  it('rolls over the date at London midnight, with 00 for the hour', () => {
    expect(londonDateTime(new Date('2026-06-30T23:15:00Z'))).toBe('01-07-2026 00:15');
    expect(londonDateTime(new Date('2026-12-31T23:59:00Z'))).toBe('31-12-2026 23:59');
    expect(londonDate(new Date('2026-06-30T23:15:00Z'))).toBe('2026-07-01');
  });
});
