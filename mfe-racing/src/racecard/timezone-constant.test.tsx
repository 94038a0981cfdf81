import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import * as contracts from '@sl/contracts';

// Spec document 2 §9: "Timezone Europe/London (a configured constant)". Configure another zone and the racing
// times and days shown must follow it; a component with its own 'Europe/London' literal would not.
jest.unstable_mockModule('@sl/contracts', () => ({ ...contracts, TIMEZONE: 'America/New_York' }));

const { renderWithProviders } = await import('../test-support/render');
const { raceFollowText } = await import('./RaceCardView');
const { default: RacingQuickLinks } = await import('../exposes/RacingQuickLinks');

afterEach(() => jest.useRealTimers());

describe('racing times read the configured TIMEZONE', () => {
  it('a followed race reads its day in that zone', () => {
    // 23:30 UTC on 15 June is the 16th in London but still the 15th in New York.
    expect(
      raceFollowText({ offTime: '2026-06-15T23:30:00.000Z', offTimeLocal: '00:30', courseName: 'Dundalk' }),
    ).toBe('00:30 Dundalk, 15 Jun');
  });

  it('a quick link shows the off time in that zone', () => {
    jest.useFakeTimers({ now: new Date('2026-06-15T13:00:00.000Z') });
    const date = contracts.londonDate();
    const data: contracts.QuickLinksRacingResponse = {
      races: [
        {
          course_name: 'Ascot',
          race_date_time: '2026-06-15T13:30:00.000Z',
          race_id: 1000,
          title: 'Race 0',
          date,
          num_of_runners: 8,
          time_till_off_mins: 30,
        },
      ],
    };
    renderWithProviders(<RacingQuickLinks />, {
      path: '/racing',
      seed: (client) => client.setQueryData(['racing', 'quick-links', date], data),
    });
    // 14:30 in London (BST) is 09:30 in New York (EDT).
    expect(screen.getByTestId('racing-quick-link')).toHaveTextContent('09:30 Ascot');
  });
});
