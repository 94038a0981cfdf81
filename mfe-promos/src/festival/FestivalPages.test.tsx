import { jest } from '@jest/globals';
import '../test/text-encoder';
import { screen } from '@testing-library/react';
import {
  FESTIVAL_MEETINGS,
  festivalEdition,
  type FestivalEditionRacing,
  type FestivalName,
  type FestivalRacing,
} from '@sl/contracts';
import { FestivalPage } from './FestivalPages';
import { renderRemote } from '../test/render';

afterEach(() => jest.useRealTimers());

/** An edition as the racing service sends it, from the calendar rules; the last one with each feature's winner. */
function edition(festival: FestivalName, year: number, finished: boolean): FestivalEditionRacing {
  const meeting = FESTIVAL_MEETINGS[festival];
  return {
    year,
    status: finished ? 'finished' : 'upcoming',
    days: festivalEdition(festival, year).dates.map((date, i) => ({
      date,
      dayNumber: i + 1,
      name: meeting.days[i]!.name,
      feature: meeting.days[i]!.feature,
      races: finished
        ? [
            {
              raceId: i + 1,
              raceNumber: 4,
              offTime: `${date}T15:30:00Z`,
              offTimeLocal: '15:30',
              title: meeting.days[i]!.feature,
              distance: '2m',
              runners: 12,
              feature: true,
              tip: null,
              result: { winner: `Winner ${i + 1}`, startingPrice: '5/1', placed: [] },
            },
          ]
        : [],
    })),
  };
}

const racing = (festival: FestivalName, next: number): FestivalRacing => ({
  festival,
  course: FESTIVAL_MEETINGS[festival].course,
  next: edition(festival, next, false),
  previous: edition(festival, next - 1, true),
});

describe('a festival microsite home page in late November 2026', () => {
  it('counts down to Cheltenham 2027’s first race, 13:30 London on Tuesday 16 March, with last year’s winners', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T17:00:00Z') });
    renderRemote(
      <FestivalPage
        festival="cheltenham-festival"
        section="home"
        racing={racing('cheltenham-festival', 2027)}
      />,
    );
    const countdown = screen.getByTestId('festival-countdown');
    expect(countdown).toHaveAttribute('data-target', '2027-03-16T13:30:00.000Z');
    expect(countdown).toHaveTextContent(
      'Cheltenham Festival 2027 starts Tuesday, 16 March 2027 at 13:30 (UK time)',
    );
    expect(countdown).toHaveTextContent('112 days 20 hours 30 minutes 0 seconds to go');
    expect(screen.getByRole('heading', { name: 'Cheltenham Festival 2027 at Cheltenham' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '2026 feature race winners' })).toBeVisible();
    expect(screen.getByText('Winner 4')).toBeVisible();
  });

  it('counts down to the Grand National itself, 16:00 London on Saturday 10 April 2027', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T17:00:00Z') });
    renderRemote(
      <FestivalPage festival="grand-national" section="home" racing={racing('grand-national', 2027)} />,
    );
    const countdown = screen.getByTestId('festival-countdown');
    expect(countdown).toHaveAttribute('data-target', '2027-04-10T15:00:00.000Z');
    expect(countdown).toHaveTextContent(
      'Grand National 2027 starts Saturday, 10 April 2027 at 16:00 (UK time)',
    );
  });
});
