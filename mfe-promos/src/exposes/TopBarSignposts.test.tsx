import '../test/text-encoder';
import { screen } from '@testing-library/react';
import type { SignpostingItem } from '@sl/contracts';
import TopBarSignposts from './TopBarSignposts';
import { renderRemote } from '../test/render';

const item = (id: string, priority: number, on = true): SignpostingItem => ({
  id,
  label: id,
  url: `/${id}`,
  signPostingEnabled: on ? 'true' : 'false',
  priority,
  // The top bar reads the clock to the minute: a window around now, wider than one.
  startDate: Date.now() - 5 * 60_000,
  endDate: Date.now() + 5 * 60_000,
});
const labels = () => screen.queryAllByRole('link').map((l) => l.textContent);

describe('TopBarSignposts', () => {
  it.each([
    ['two active, by priority', [item('b', 2), item('a', 1), item('c', 0, false)], ['a', 'b']],
    ['none active: the default trio', [item('c', 0, false)], ['Cheltenham', 'Grand National', 'Free Bets']],
    [
      'three active: the default trio',
      [item('a', 1), item('b', 2), item('c', 3)],
      ['Cheltenham', 'Grand National', 'Free Bets'],
    ],
  ])('%s', (_label, items, expected) => {
    renderRemote(<TopBarSignposts />, { data: { signposting: { navSignPostingEnabled: 'true', items } } });
    expect(labels()).toEqual(expected);
  });

  it('puts Royal Ascot in the trio while its microsite runs', () => {
    renderRemote(<TopBarSignposts />, {
      data: {
        signposting: { navSignPostingEnabled: 'true', items: [] },
        'site-settings': { royalAscotMicrosite: 'true' },
      },
    });
    expect(labels()).toEqual(['Cheltenham', 'Grand National', 'Royal Ascot']);
  });

  it('shows nothing when nav sign-posting is off', () => {
    renderRemote(<TopBarSignposts />, {
      data: { signposting: { navSignPostingEnabled: 'false', items: [item('a', 1)] } },
    });
    expect(labels()).toEqual([]);
  });
});
