import { jest } from '@jest/globals';
import * as timing from '../constants/timing';

// Spec document 2 §9: "Timezone Europe/London (a configured constant)". Configure another zone and every date
// helper here must follow it; one with its own 'Europe/London' literal would not.
jest.unstable_mockModule('../constants/timing', () => ({ ...timing, TIMEZONE: 'America/New_York' }));

const { londonDate, londonDateTime } = await import('./london');
const { festivalStart, londonWallClockToUtc } = await import('../promos/festival');

describe('date helpers read the configured TIMEZONE', () => {
  it('the calendar date and DD-MM-YYYY HH:mm follow it', () => {
    // 03:00 UTC on 15 June is 04:00 in London but still 23:00 on the 14th in New York (EDT).
    const moment = new Date('2026-06-15T03:00:00Z');
    expect(londonDate(moment)).toBe('2026-06-14');
    expect(londonDateTime(moment)).toBe('14-06-2026 23:00');
  });

  it('wall-clock times and the festival countdown start follow it', () => {
    expect(new Date(londonWallClockToUtc(2026, 1, 15, '12:00')).toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
    // The Grand National's 16:00 start, read in New York (EDT, UTC-4) rather than London (BST, UTC+1).
    expect(new Date(festivalStart('grand-national')).toISOString()).toBe('2025-04-05T20:00:00.000Z');
  });
});
