import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import { londonDate, OTHER_SPORTS, type SportEvent, type SportEventsResponse } from '@sl/contracts';
import SportsApp from '../exposes/SportsApp';
import { renderFootball } from '../test-support/render';
import { sportKeys } from './api';
import { shiftDay } from './days';

Object.assign(globalThis, { __SL_BUILD_LABEL__: 'test' });

const today = londonDate();

function event(overrides: Partial<SportEvent>): SportEvent {
  return {
    eventId: `darts-${today.replaceAll('-', '')}-x`,
    sport: 'darts',
    sportId: 6,
    competition: 'Premier League Darts',
    round: 'Quarter-final',
    venue: 'Alexandra Palace, London',
    startDate: today,
    endDate: today,
    startTime: `${today}T19:00:00.000Z`,
    startTimeLocal: '19:00',
    competitors: [
      { name: 'Luke Littler', country: 'ENG' },
      { name: 'Gerwyn Price', country: 'WAL' },
    ],
    status: 'SCHEDULED',
    result: null,
    ...overrides,
  };
}

const from = shiftDay(today, -7);
const to = shiftDay(today, 6);

function dartsWeek(events: SportEvent[]): [readonly unknown[], SportEventsResponse] {
  return [sportKeys.events('darts', from, to), { sport: 'darts', from, to, events }];
}

describe('other sports remote', () => {
  it('a sport page lists the coming fixtures by day and competition and the last week’s results', () => {
    const tomorrow = shiftDay(today, 1);
    const yesterday = shiftDay(today, -1);
    renderFootball(<SportsApp />, {
      path: '/darts',
      data: [
        dartsWeek([
          event({
            eventId: `darts-${yesterday.replaceAll('-', '')}-a`,
            startDate: yesterday,
            endDate: yesterday,
            startTime: `${yesterday}T19:00:00.000Z`,
            status: 'FINISHED',
            result: {
              kind: 'darts',
              unit: 'legs',
              target: 6,
              score: [6, 2],
              winner: 0,
              summary: 'Littler won 6-2',
            },
          }),
          event({
            eventId: `darts-${tomorrow.replaceAll('-', '')}-b`,
            startDate: tomorrow,
            endDate: tomorrow,
            startTime: `${tomorrow}T19:00:00.000Z`,
          }),
          event({
            eventId: `darts-${today.replaceAll('-', '')}-c`,
            competition: 'Players Championship',
            startTime: `${today}T12:30:00.000Z`,
            startTimeLocal: '12:30',
          }),
        ]),
      ],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Darts');
    const fixtures = screen.getByRole('region', { name: 'Fixtures' });
    expect(
      within(fixtures)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Today', 'Tomorrow']);
    expect(within(fixtures).getByRole('heading', { name: 'Players Championship' })).toBeInTheDocument();
    expect(within(fixtures).getAllByTestId('sport-event')).toHaveLength(2);
    expect(within(fixtures).getAllByText('Luke Littler v Gerwyn Price')[0]!.closest('a')).toHaveAttribute(
      'href',
      `/darts/events/darts-${today.replaceAll('-', '')}-c`,
    );
    expect(within(fixtures).getAllByText(/Alexandra Palace, London/)).toHaveLength(2);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByRole('heading', { level: 3 })).toHaveTextContent('Yesterday');
    expect(within(results).getByTestId('sport-score')).toHaveTextContent(
      'Luke Littler 6–2 Gerwyn Price (legs)',
    );
  });

  it('in a quiet week says so, and shows what comes later and the last results from the month either side', async () => {
    const later = shiftDay(today, 12);
    const earlier = shiftDay(today, -20);
    renderFootball(<SportsApp />, {
      path: '/darts',
      data: [
        dartsWeek([]),
        [
          sportKeys.events('darts', shiftDay(today, 7), shiftDay(today, 37)),
          {
            events: [
              event({
                eventId: `darts-${later.replaceAll('-', '')}-l`,
                competition: 'World Matchplay',
                startDate: later,
                endDate: later,
                startTime: `${later}T19:00:00.000Z`,
              }),
            ],
          },
        ],
        [
          sportKeys.events('darts', shiftDay(today, -38), shiftDay(today, -8)),
          {
            events: [
              event({
                eventId: `darts-${earlier.replaceAll('-', '')}-e`,
                startDate: earlier,
                endDate: earlier,
                status: 'FINISHED',
                result: { kind: 'darts', unit: 'sets', target: 4, score: [1, 4], winner: 1, summary: '1-4' },
              }),
            ],
          },
        ],
      ],
    });
    expect(screen.getByText('There are no darts fixtures in the coming week.')).toBeInTheDocument();
    expect(screen.getByText('There are no darts results from the last seven days.')).toBeInTheDocument();
    const coming = await screen.findByRole('region', { name: 'Coming up later' });
    expect(within(coming).getByRole('heading', { name: 'World Matchplay' })).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Earlier results' });
    expect(within(past).getByTestId('sport-score')).toHaveTextContent('Luke Littler 1–4 Gerwyn Price (sets)');
    // A bare score line repeats the score: it is not printed twice.
    expect(within(past).queryByTestId('sport-summary')).toBeNull();
  });

  it('the hub lists every sport with its next events, what is live and its latest result', () => {
    const hubFrom = shiftDay(today, -7);
    const hubTo = shiftDay(today, 23);
    const live = event({ eventId: 'darts-live', status: 'IN_PROGRESS' });
    const done = event({
      eventId: 'darts-done',
      startDate: shiftDay(today, -2),
      endDate: shiftDay(today, -2),
      status: 'FINISHED',
      result: {
        kind: 'darts',
        unit: 'sets',
        target: 4,
        score: [4, 3],
        winner: 0,
        summary: 'Littler won a decider',
      },
    });
    renderFootball(<SportsApp />, {
      path: '/sports',
      data: OTHER_SPORTS.map((sport) => [
        sportKeys.events(sport, hubFrom, hubTo),
        { sport, from: hubFrom, to: hubTo, events: sport === 'darts' ? [done, live] : [] },
      ]),
    });
    const cards = screen.getAllByTestId('sport-card');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Darts',
      'Golf',
      'Tennis',
      'Cricket',
      'Rugby union',
      'NFL',
      'Boxing',
      'Snooker',
    ]);
    expect(within(cards[4]!).getByRole('link', { name: 'Rugby union' })).toHaveAttribute(
      'href',
      '/other-sports',
    );
    const darts = cards[0]!;
    expect(within(darts).getByRole('list')).toHaveTextContent('Live now');
    expect(within(darts).getByTestId('sport-latest')).toHaveTextContent('Littler won a decider');
    expect(cards[1]).toHaveTextContent('Nothing scheduled in the next three weeks.');
  });

  it('answers an unknown address under a sport with a not-found page', () => {
    renderFootball(<SportsApp />, { path: '/darts/nope' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
