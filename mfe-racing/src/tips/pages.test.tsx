import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BETTING_GUIDES,
  tipsterSummary,
  tipstersFor,
  TIPSTERS,
  type NapsTableResponse,
  type Tip,
  type TipsResponse,
  type TipsterRecordRow,
} from '@sl/contracts';
import { computeRecord, periodRange, pnlSeries } from '@sl/contracts/tip-records';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../test-support/render';
import TipsApp from '../exposes/TipsApp';
import { GUIDES } from './guides/content';
import { NapsTablePage } from './NapsTablePage';
import { alignSeries } from './PnlChart';
import { TipList } from './TipList';
import { TipsCentrePage, tipsByRace } from './TipsCentrePage';

const TODAY = '2026-11-25';

function tip(over: Partial<Tip> & { tipsterId: string; raceId: string; start: string }): Tip {
  const { tipsterId, raceId, start, ...rest } = over;
  return {
    id: `${tipsterId}-${raceId}`,
    tipster: tipsterSummary(TIPSTERS.find((t) => t.id === tipsterId)!),
    sport: 'racing',
    date: TODAY,
    event: {
      id: raceId,
      name: `${start} Ascot: Race ${raceId}`,
      startTime: `${TODAY}T${start}:00Z`,
      venue: 'Ascot',
      path: `/racing/racecards/${TODAY}/ascot/racecard/${raceId}/race-${raceId}`,
    },
    selection: { id: `h${raceId}`, name: `Horse ${raceId}` },
    market: 'Win',
    price: '3/1',
    reasoning: `Reasoning for ${raceId} by ${tipsterId}.`,
    nap: false,
    result: 'pending',
    startingPrice: null,
    profit: null,
    ...rest,
  };
}

const TIPS: Tip[] = [
  tip({ tipsterId: 'harriet-lane', raceId: '2', start: '14:30', nap: true }),
  tip({
    tipsterId: 'harriet-lane',
    raceId: '1',
    start: '13:00',
    result: 'won',
    startingPrice: '4/1',
    profit: 4,
  }),
  tip({ tipsterId: 'owen-pritchard', raceId: '1', start: '13:00', nap: true, result: 'lost', profit: -1 }),
];

function row(id: string, tips: Tip[]): TipsterRecordRow {
  const record = computeRecord(tips);
  return {
    tipster: tipsterSummary(TIPSTERS.find((t) => t.id === id)!),
    record,
    last14: record,
    last30: record,
    season: record,
    form: '',
    series: pnlSeries(tips),
  };
}

describe('tips pages', () => {
  it('groups a day by race in off-time order', () => {
    expect(tipsByRace(TIPS).map((r) => [r.event.id, r.tips.length])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });

  it('carries a tipster’s cumulative P&L over days without a settled tip', () => {
    expect(
      alignSeries([
        { label: 'a', points: [{ date: '2026-11-01', cumulative: 2 }] },
        { label: 'b', points: [{ date: '2026-11-02', cumulative: -1 }] },
      ]),
    ).toEqual({
      dates: ['2026-11-01', '2026-11-02'],
      values: [
        [2, 2],
        [0, -1],
      ],
    });
  });

  it('shows the tips centre race by race with reasoning, the nap marked and links to race cards', () => {
    const data: TipsResponse = { sport: 'racing', date: TODAY, tips: TIPS };
    renderWithProviders(<TipsCentrePage />, {
      path: '/racing/tips-centre',
      seed: (client) => client.setQueryData(['tips', 'racing', 'tips', 'today'], data),
    });
    const races = screen.getAllByTestId('tipped-race');
    expect(races).toHaveLength(2);
    expect(within(races[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Ascot');
    expect(within(races[0]!).getByRole('link', { name: 'Race card' })).toHaveAttribute(
      'href',
      TIPS[1]!.event.path,
    );
    expect(within(races[0]!).getByText('Reasoning for 1 by harriet-lane.')).toBeInTheDocument();
    expect(within(races[0]!).getByText(/Won/)).toBeInTheDocument();
    expect(within(races[0]!).getByText(/\+4\.00 pts/)).toBeInTheDocument();
    expect(within(races[1]!).getAllByTestId('nap-badge')).toHaveLength(1);
    expect(screen.getAllByTestId('nap-badge')).toHaveLength(4); // two naps, in the naps list and in their races
  });

  it('lists an accumulator with its legs and their results', () => {
    const base = tip({ tipsterId: 'lucy-barnes', raceId: '9', start: '15:00' });
    const acca: Tip = {
      ...base,
      sport: 'football',
      market: 'Accumulator',
      selection: { id: 'acca', name: 'Saturday treble' },
      price: '11/2',
      legs: [
        {
          event: base.event,
          selection: { id: 'home', name: 'Arsenal' },
          market: 'Match result',
          price: '1/2',
          result: 'won',
        },
        {
          event: { ...base.event, id: '10' },
          selection: { id: 'btts-yes', name: 'Both teams to score: yes' },
          market: 'Both teams to score',
          price: '4/5',
          result: 'pending',
        },
      ],
    };
    renderWithProviders(<TipList tips={[acca]} show="event" />);
    const legs = screen.getByRole('list', { name: 'Accumulator legs' });
    expect(within(legs).getAllByRole('listitem')).toHaveLength(2);
    expect(within(legs).getByText(/Arsenal \(Match result\)/)).toHaveTextContent('@ 1/2 Won');
    expect(screen.getByText('Saturday treble')).toBeInTheDocument();
  });

  it('sorts the naps table by the column pressed', async () => {
    const rows = [row('harriet-lane', [TIPS[1]!]), row('owen-pritchard', [TIPS[2]!])];
    const data: NapsTableResponse = {
      sport: 'racing',
      period: 'season',
      ...periodRange('season', 'racing', TODAY),
      rows,
      today: [],
    };
    renderWithProviders(<NapsTablePage />, {
      seed: (client) => client.setQueryData(['tips', 'racing', 'naps', 'season'], data),
    });
    const names = () =>
      screen.getAllByTestId('record-row').map((r) => within(r).getByRole('rowheader').textContent);
    expect(names()).toEqual(['Harriet Lane', 'Owen Pritchard']);
    expect(screen.getByRole('columnheader', { name: 'P/L (pts)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'P/L (pts)' }));
    expect(names()).toEqual(['Owen Pritchard', 'Harriet Lane']);
    expect(screen.getByRole('columnheader', { name: 'P/L (pts)' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('pnl-chart')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /cumulative points by day/ })).toBeInTheDocument();
  });

  it('routes the hub pages, every guide, tipsters and a not-found page', () => {
    for (const guide of BETTING_GUIDES) {
      const { unmount } = renderWithProviders(
        <Routes>
          <Route path="/tips/*" element={<TipsApp />} />
        </Routes>,
        { path: `/tips/betting-guides/${guide.id}` },
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(guide.title);
      expect(screen.getByText(GUIDES[guide.id].summary)).toBeInTheDocument();
      unmount();
    }
    for (const [path, heading] of [
      ['/tips/betting-guides', 'Betting guides'],
      [`/tips/tipster/${tipstersFor('football')[0]!.id}`, tipstersFor('football')[0]!.name],
      ['/tips/x', 'Page not found'],
      ['/tips/tipster/nobody', 'Page not found'],
    ] as const) {
      const { unmount } = renderWithProviders(
        <Routes>
          <Route path="/tips/*" element={<TipsApp />} />
        </Routes>,
        { path },
      );
      expect([path, screen.getByRole('heading', { level: 1 }).textContent]).toEqual([path, heading]);
      unmount();
    }
  });
});
