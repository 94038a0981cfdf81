import { jest } from '@jest/globals';
import * as contracts from '@sl/contracts';

// Spec document 2 §9: "Timezone Europe/London (a configured constant)". The race-day and match-day helpers must
// read that constant: configure another zone and they follow it.
jest.unstable_mockModule('@sl/contracts', () => ({ ...contracts, TIMEZONE: 'America/New_York' }));

const { londonInstant, londonTime, londonToday } = await import('./dates');

describe('server London dates read the configured TIMEZONE', () => {
  it("today's date, a wall-clock instant and a clock time follow it", () => {
    // 03:00 UTC on 15 June is 04:00 in London but 23:00 on the 14th in New York (EDT).
    const moment = new Date('2026-06-15T03:00:00Z');
    expect(londonToday(moment)).toBe('2026-06-14');
    expect(londonTime(moment)).toBe('23:00');
    expect(londonInstant('2026-06-15', 14, 30).toISOString()).toBe('2026-06-15T18:30:00.000Z');
  });
});
