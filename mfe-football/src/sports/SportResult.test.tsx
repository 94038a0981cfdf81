import '../test-support/text-encoder';
import { screen } from '@testing-library/react';
import type { SportCompetitor, SportResult as Result } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { SportResult } from './SportResult';

const pair: SportCompetitor[] = [
  { name: 'Luke Humphries', country: 'ENG' },
  { name: 'Michael van Gerwen', country: 'NED' },
];

const show = (result: Result, competitors = pair) =>
  renderFootball(<SportResult result={result} competitors={competitors} title="The Open" />);

describe('other sports results in each sport’s own form', () => {
  it('darts: sets or legs with the winner in bold', () => {
    show({ kind: 'darts', unit: 'sets', target: 4, score: [2, 4], winner: 1, summary: 'Van Gerwen won 4-2' });
    expect(screen.getByTestId('sport-score')).toHaveTextContent(
      'Luke Humphries 2–4 Michael van Gerwen (sets)',
    );
    expect(screen.getByText('Michael van Gerwen').tagName).toBe('STRONG');
    expect(screen.getByText('Luke Humphries').tagName).not.toBe('STRONG');
    expect(screen.getByTestId('sport-summary')).toHaveTextContent('Van Gerwen won 4-2');
  });

  it('snooker: frames', () => {
    show({ kind: 'snooker', target: 6, frames: [6, 3], winner: 0, summary: 'Trump won 6-3' }, [
      { name: 'Judd Trump', country: 'ENG' },
      { name: 'Mark Selby', country: 'ENG' },
    ]);
    expect(screen.getByTestId('sport-score')).toHaveTextContent('Judd Trump 6–3 Mark Selby (frames)');
  });

  it('tennis: the winner and the sets', () => {
    show({ kind: 'tennis', bestOf: 5, sets: ['6-4', '3-6', '7-6(5)', '6-2'], winner: 0, summary: '' }, [
      { name: 'Jannik Sinner', country: 'ITA' },
      { name: 'Carlos Alcaraz', country: 'ESP' },
    ]);
    expect(screen.getByTestId('sport-score')).toHaveTextContent('Jannik Sinner beat Carlos Alcaraz');
    expect(screen.getByTestId('tennis-sets')).toHaveTextContent('6-4 3-6 7-6(5) 6-2');
  });

  it('rugby and NFL: points; a draw has no bold side', () => {
    show({ kind: 'points', score: [24, 24], winner: null, summary: 'Draw' }, [
      { name: 'Leicester Tigers', country: 'ENG' },
      { name: 'Bath', country: 'ENG' },
    ]);
    expect(screen.getByTestId('sport-score')).toHaveTextContent('Leicester Tigers 24–24 Bath');
    expect(screen.getByText('Bath').tagName).not.toBe('STRONG');
  });

  it('boxing: method and round', () => {
    show({ kind: 'boxing', method: 'TKO', round: 7, scheduledRounds: 12, winner: 1, summary: '' }, [
      { name: 'Anthony Joshua', country: 'GBR' },
      { name: 'Daniel Dubois', country: 'GBR' },
    ]);
    expect(screen.getByTestId('sport-score')).toHaveTextContent(
      'Daniel Dubois won by technical knockout (TKO) in round 7 of 12',
    );
  });

  it('cricket: each innings and the result line', () => {
    show(
      {
        kind: 'cricket',
        innings: [
          { side: 0, runs: 312, wickets: 7, overs: '50', declared: false, text: '312/7 (50 ov)' },
          { side: 1, runs: 187, wickets: 10, overs: '41.2', declared: false, text: '187 all out (41.2 ov)' },
        ],
        winner: 0,
        summary: 'England won by 125 runs',
      },
      [
        { name: 'England', country: 'ENG' },
        { name: 'Australia', country: 'AUS' },
      ],
    );
    expect(screen.getByTestId('cricket-innings')).toHaveTextContent(
      'England 312/7 (50 ov)Australia 187 all out (41.2 ov)',
    );
    expect(screen.getByTestId('sport-summary')).toHaveTextContent('England won by 125 runs');
  });

  it('golf: the top ten of the leaderboard to par', () => {
    const leaderboard = Array.from({ length: 14 }, (_, i) => ({
      position: i === 2 || i === 3 ? 'T3' : String(i + 1),
      name: `Player ${i + 1}`,
      country: 'USA',
      rounds: [68, 70, 69, 67 + i],
      total: 274 + i,
      toPar: -14 + i,
      toParText: i === 14 ? 'E' : String(-14 + i),
    }));
    show({ kind: 'golf', par: 72, leaderboard, summary: 'Player 1 won by one' }, []);
    const rows = screen.getByTestId('golf-leaderboard').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('1Player 1 (USA)68-70-69-67274-14');
    expect(rows[3]).toHaveTextContent('T3Player 4');
    expect(screen.getByText(/^Player 10 \(/)).toBeInTheDocument();
    expect(screen.queryByText(/^Player 11 \(/)).toBeNull();
    // A sport's list shows several finished tournaments: each leaderboard's region is named for its own.
    expect(screen.getByRole('region', { name: 'The Open: leaderboard, par 72' })).toBeInTheDocument();
  });
});
