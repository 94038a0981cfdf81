import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import { renderFootball } from '../test-support/render';
import { testMatch } from '../test-support/match';
import { TournamentView } from './TournamentPage';
import type { TournamentResponse } from './types';

const played = testMatch({
  id: 1,
  state: 'FULLTIME',
  clock: 'FT',
  round: { round_type: 'Third round', round_number: 3 },
});
const cup: TournamentResponse = {
  tournament: {
    id: 7,
    name: 'FA Cup',
    slug: 'fa-cup',
    kind: 'cup',
    season: '2026/27',
    currentRound: 'Fourth round',
    winner: null,
  },
  rounds: [
    {
      name: 'Third round',
      number: 3,
      status: 'complete',
      from: '2027-01-09',
      to: '2027-01-11',
      ties: 1,
      matches: [played],
    },
    {
      name: 'Fourth round',
      number: 4,
      status: 'to-be-drawn',
      from: '2027-02-06',
      to: '2027-02-08',
      ties: 16,
      matches: [],
    },
  ],
  table: null,
  draw: {
    round: 'Fourth round',
    state: 'pending',
    text: 'The fourth round draw is made once the third round is complete (31 of 32 ties decided).',
  },
};

describe('a tournament page', () => {
  it('shows each round with its state, the results of played rounds and the next draw, never an undrawn tie', () => {
    renderFootball(<TournamentView data={cup} />);
    expect(screen.getByTestId('draw-state')).toHaveTextContent('31 of 32 ties decided');
    const rounds = screen.getAllByTestId('tournament-round');
    expect(rounds.map((r) => r.getAttribute('data-status'))).toEqual(['complete', 'to-be-drawn']);
    expect(within(rounds[0]!).getAllByTestId('fixture')).toHaveLength(1);
    expect(within(rounds[1]!).queryAllByTestId('fixture')).toHaveLength(0);
    expect(rounds[1]).toHaveTextContent('Still to be drawn');
    expect(rounds[1]).toHaveTextContent('16 matches');
    expect(screen.getByText(/Now: Fourth round/)).toBeInTheDocument();
  });
});
