import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { FormRun, RacingProfileView } from '@sl/contracts/race-history';
import { renderWithProviders } from '../test-support/render';
import { ProfilePage } from './ProfilePage';

const run = (date: string, position: number, over: Partial<FormRun> = {}): FormRun => ({
  meetingDate: `${date}T00:00:00.000Z`,
  courseId: 2,
  raceNumber: 3,
  courseName: 'ASCOT',
  positionOfficial: position,
  positionPastPost: position,
  nonFinisherCode: '',
  jockeyFullName: 'Amy Rider',
  jockeyCode: '100000000001',
  trainerFullName: 'Tom Trainer',
  trainerCode: '200000000001',
  performanceRating: 80 + position,
  performanceCommentShort: 'kept on',
  performanceCommentLong: 'kept on well',
  timefigure: 70,
  raceId: Number(date.replace(/-/g, '')),
  title: 'Handicap',
  going: 'Good',
  distance: '1m',
  distanceYards: 1760,
  raceClass: 4,
  raceType: 'Flat',
  officialRating: 78,
  startingPrice: '5/1',
  favourite: false,
  runners: 9,
  countryCode: 'GB',
  ...over,
});

const profile: RacingProfileView = {
  kind: 'horse',
  code: '000000000042',
  name: 'Quiet Harbour',
  entries: [],
  upcoming: [
    {
      raceId: 901,
      meetingDate: '2026-06-16',
      courseName: 'Ascot',
      offTimeLocal: '14:30',
      title: 'Royal Hunt Cup',
      horseName: 'Quiet Harbour',
      horseCode: '000000000042',
    },
  ],
  performances: [],
  horse: {
    age: 4,
    sex: 'gelding',
    trainer: { name: 'Tom Trainer', code: '200000000001' },
    owner: 'Mr J. Smith',
    officialRating: 81,
    career: {
      total: { runs: 3, wins: 1, places: 1, winPercent: 33 },
      byYear: [{ year: 2026, runs: 3, wins: 1, places: 1, winPercent: 33 }],
      byCode: [{ code: 'Flat', runs: 3, wins: 1, places: 1, winPercent: 33 }],
      winPrize: { gbp: 5400, eur: 0 },
      since: '2026-04-01',
    },
    ratings: [
      { date: '2026-04-01', performanceRating: 70, officialRating: 75 },
      { date: '2026-05-01', performanceRating: 82, officialRating: 76 },
    ],
    byGoing: [{ going: 'Good', runs: 3, wins: 1, places: 1, winPercent: 33 }],
    byTrip: [{ trip: '7f–1m1f', runs: 3, wins: 1, places: 1, winPercent: 33 }],
    form: [
      run('2026-06-01', 1, { favourite: true, startingPrice: '9/4' }),
      run('2026-05-01', 2),
      run('2026-04-01', 0, { nonFinisherCode: 'PU' }),
    ],
  },
};

function renderProfile() {
  renderWithProviders(
    <Routes>
      <Route path="/racing/profiles/horse/:id" element={<ProfilePage kind="horse" />} />
    </Routes>,
    {
      path: '/racing/profiles/horse/000000000042',
      seed: (client) => client.setQueryData(['racing', 'profile', 'horse', '000000000042'], profile),
    },
  );
}

describe('horse profile page', () => {
  it('shows who the horse is, its career figures, next runs and a row for every run', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quiet Harbour');
    const about = screen.getByLabelText('About the horse');
    expect(about).toHaveTextContent('4-y-o gelding');
    expect(within(about).getByRole('link', { name: 'Tom Trainer' })).toHaveAttribute(
      'href',
      '/racing/profiles/trainer/200000000001',
    );
    expect(about).toHaveTextContent('81');
    const career = screen.getByLabelText('Career');
    expect(career).toHaveTextContent(/Runs\s*3/);
    expect(career).toHaveTextContent('£5,400');
    expect(screen.getByRole('link', { name: '2026-06-16 14:30 Ascot' })).toBeInTheDocument();
    const form = within(screen.getByTestId('form-table'));
    expect(form.getAllByTestId('performance')).toHaveLength(3);
    const rows = form.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('1/9');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Ascot');
    expect(rows[0]).toHaveTextContent('9/4F');
    expect(rows[2]).toHaveTextContent('PU/9');
  });
});

describe('jockey profile page', () => {
  it('shows both seasons, the last 14 days, latest winners and courses', () => {
    const jockey: RacingProfileView = {
      kind: 'jockey',
      code: '100000000001',
      name: 'Amy Rider',
      entries: [],
      upcoming: [],
      performances: [],
      person: {
        seasons: [
          {
            code: 'Flat',
            season: '2026',
            from: '2026-01-01',
            to: '2026-06-15',
            record: { runs: 40, wins: 6, places: 9, winPercent: 15, profit: -7.5 },
          },
          {
            code: 'Jumps',
            season: '2026-27',
            from: '2026-04-26',
            to: '2026-06-15',
            record: { runs: 3, wins: 1, places: 0, winPercent: 33, profit: 2.25 },
          },
        ],
        fortnight: { runs: 5, wins: 1, winPercent: 20, profit: 1.5 },
        courses: [{ courseName: 'Ascot', runs: 43, wins: 7, places: 9, winPercent: 16 }],
        recentWinners: [
          {
            date: '2026-06-10',
            courseName: 'Ascot',
            raceId: 5,
            title: 'Handicap',
            horseName: 'Quiet Harbour',
            horseCode: '000000000042',
            startingPrice: '9/4',
          },
        ],
      },
    };
    renderWithProviders(
      <Routes>
        <Route path="/racing/profiles/jockey/:id" element={<ProfilePage kind="jockey" />} />
      </Routes>,
      {
        path: '/racing/profiles/jockey/100000000001',
        seed: (client) => client.setQueryData(['racing', 'profile', 'jockey', '100000000001'], jockey),
      },
    );
    expect(screen.getByLabelText('Flat season 2026')).toHaveTextContent('-£7.50');
    expect(screen.getByLabelText('Jumps season 2026-27')).toHaveTextContent('+£2.25');
    expect(screen.getByLabelText('Figures over the last 14 days')).toHaveTextContent(/Rides\s*5/);
    expect(screen.getByRole('link', { name: 'Quiet Harbour' })).toHaveAttribute(
      'href',
      '/racing/profiles/horse/000000000042',
    );
    expect(screen.getByText('No rides booked in the races ahead.')).toBeInTheDocument();
  });
});
