import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { apiClient, londonDate, type Tip, type TipRecord, type TippingRecordsResponse } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { TipsCentrePage } from './TipsCentrePage';

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = londonDate();
const event = {
  id: '42',
  name: 'Arsenal v Chelsea',
  startTime: `${today}T15:00:00Z`,
  venue: 'Premier League',
  path: '/football/live/42/arsenal-vs-chelsea',
};
const tipster = { id: 'lucy-barnes', name: 'Lucy Barnes', role: 'Football tipster' };
const tip = (over: Partial<Tip>): Tip => ({
  id: 'football:x',
  tipster,
  sport: 'football',
  date: today,
  event,
  selection: { id: 'btts-yes', name: 'Yes' },
  market: 'Both teams to score',
  price: '4/5',
  reasoning: 'Arsenal are 2nd of 20 in the Premier League; both sides have scored freely.',
  nap: true,
  result: 'pending',
  startingPrice: null,
  profit: null,
  ...over,
});
const record: TipRecord = {
  runs: 10,
  wins: 4,
  placed: 0,
  losses: 6,
  voids: 0,
  pending: 0,
  strikeRate: 40,
  profit: 1.25,
  roi: 12.5,
};
const records: TippingRecordsResponse = {
  sport: 'football',
  period: '30d',
  from: shift(today, -29),
  to: today,
  rows: [{ tipster, record, last14: record, last30: record, season: record, form: 'WLWLL', series: [] }],
};

beforeEach(() => jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('no server')));
afterEach(() => jest.restoreAllMocks());

describe('the football tips centre', () => {
  it('shows today’s tips under their match, the acca with its combined odds, recent results and records', () => {
    const acca = tip({
      id: 'football:acca',
      tipster: { id: 'frankie-doyle', name: 'Frankie Doyle', role: 'Betting ring reporter' },
      market: 'Accumulator',
      event: { ...event, id: 'acca', name: '3-fold accumulator' },
      selection: { id: 'acca', name: 'Arsenal, Celtic, Napoli' },
      price: '4.4/1',
      nap: false,
      legs: ['1/2', 'evs', '4/5'].map((price, i) => ({
        event: { ...event, id: String(i) },
        selection: { id: 'home', name: `Team ${i}` },
        market: 'Match result',
        price,
        result: 'pending',
      })),
    });
    const settled = tip({
      id: 'football:old',
      date: shift(today, -1),
      result: 'won',
      profit: 0.8,
      startingPrice: '4/5',
      nap: false,
    });
    const data: Array<[QueryKey, unknown]> = [
      [['football', 'tips', today], { sport: 'football', date: today, tips: [tip({}), acca] }],
      [
        ['football', 'tips', shift(today, -1)],
        { sport: 'football', date: shift(today, -1), tips: [settled] },
      ],
      [['football', 'tipping-records', '30d'], records],
    ];
    for (const n of [1, 2, 3])
      data.push([['football', 'tips', shift(today, n)], { sport: 'football', date: '', tips: [] }]);
    for (const n of [2, 3])
      data.push([['football', 'tips', shift(today, -n)], { sport: 'football', date: '', tips: [] }]);
    renderFootball(<TipsCentrePage />, { data });

    const match = screen.getByRole('region', { name: /Arsenal v Chelsea/ });
    expect(within(match).getByText(/Lucy Barnes: Yes \(Both teams to score\) at 4\/5/)).toBeInTheDocument();
    expect(within(match).getByText('NAP')).toBeInTheDocument();
    expect(screen.getByTestId('football-acca')).toHaveTextContent('combined odds 5.40 (4.4/1)');
    expect(
      within(screen.getByRole('list', { name: /Settled tips/ })).getByText(/Won \+0.80 pts/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Lucy Barnes' })).toBeInTheDocument();
    expect(table).toHaveTextContent('40.0%');
    expect(table).toHaveTextContent('+1.25 pts');
  });
});
