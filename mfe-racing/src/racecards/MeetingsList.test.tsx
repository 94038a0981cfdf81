import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import type { RacingMeeting } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import { MeetingsList } from './MeetingsList';

const meeting: RacingMeeting = {
  meetingId: 71,
  meetingDate: '2026-06-15',
  courseId: 7,
  courseName: 'Kempton',
  countryCode: 'GB',
  going: 'Standard To Slow',
  surface: 'All Weather',
  raceType: 'Flat',
  races: [
    {
      raceId: 711,
      raceNumber: 1,
      offTime: '2026-06-15T13:30:00.000Z',
      offTimeLocal: '14:30',
      title: 'Unibet Handicap (Class 5)',
      runners: 9,
      raceClass: 5,
      distance: '1m',
      status: 'result',
      nonRunners: 2,
      winner: {
        horseCode: '000000000042',
        horseName: 'Quiet Harbour',
        startingPrice: '9/4',
        favourite: true,
      },
    },
    {
      raceId: 712,
      raceNumber: 2,
      offTime: '2026-06-15T14:00:00.000Z',
      offTimeLocal: '15:00',
      title: 'Racing TV Maiden Stakes (Class 4)',
      runners: 11,
      raceClass: 4,
      distance: '7f',
      status: 'upcoming',
      nonRunners: 0,
      winner: null,
    },
  ],
};

describe('racecards list meeting card', () => {
  it('shows the going, surface and code, and each race with class, trip, runners and status', () => {
    renderWithProviders(<MeetingsList meetings={[meeting]} />);
    const card = screen.getByTestId('meeting');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Kempton (GB)');
    const facts = within(card).getByLabelText('Kempton conditions');
    expect(facts).toHaveTextContent('Standard To Slow');
    expect(facts).toHaveTextContent('All Weather');
    expect(facts).toHaveTextContent('Flat');
    const [run, toCome] = within(card).getAllByTestId('meeting-race');
    expect(run).toHaveTextContent('Class 5 · 1m · 9 runners');
    expect(run).toHaveTextContent('2 NR');
    expect(within(run!).getByTestId('race-winner')).toHaveTextContent('Quiet Harbour 9/4F');
    expect(within(run!).getByRole('link', { name: 'Quiet Harbour' })).toHaveAttribute(
      'href',
      '/racing/profiles/horse/000000000042',
    );
    expect(toCome).toHaveTextContent('Class 4 · 7f · 11 runners');
    expect(within(toCome!).queryByTestId('race-winner')).toBeNull();
  });

  it('makes the first link in a meeting its first race card (the way into a race)', () => {
    renderWithProviders(<MeetingsList meetings={[meeting]} />);
    const first = within(screen.getByTestId('meeting')).getAllByRole('link')[0];
    expect(first).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/racing\/racecards\/2026-06-15\/kempton\/racecard\/711\//),
    );
  });

  it('says so when a day has no meetings', () => {
    renderWithProviders(<MeetingsList meetings={[]} emptyText="There are no meetings on this day." />);
    expect(screen.getByText('There are no meetings on this day.')).toBeInTheDocument();
  });
});
