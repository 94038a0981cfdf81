import '../test/text-encoder';
import { screen } from '@testing-library/react';
import type { CrossSellPartner } from '@sl/contracts/offers';
import CrossSell from './CrossSell';
import { renderRemote, signIn, signOut } from '../test/render';

afterEach(() => signOut());

const partners: CrossSellPartner[] = [
  {
    appName: 'Bet',
    imageName: 'bet',
    product: 'p',
    link: 'https://bet.example.com/',
    affId: '1',
    dcmp: 'd',
    selfExcludeType: 'bet',
    size: 'small',
  },
  {
    appName: 'Casino',
    imageName: 'casino',
    product: 'c',
    link: 'https://casino.example.com/',
    affId: '1',
    selfExcludeType: 'casino',
    size: 'small',
  },
];

describe('CrossSell', () => {
  it('links with affiliate tags only when trackable', () => {
    renderRemote(<CrossSell />, { data: { 'cross-sell': partners } });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://bet.example.com/?AFF_ID=1&dcmp=d',
      'https://casino.example.com/',
    ]);
  });

  it('hides partners matching the member’s self-exclusion', () => {
    signIn({ selfExclusion: ['bet'] });
    renderRemote(<CrossSell />, { data: { 'cross-sell': partners } });
    expect(
      [...document.querySelectorAll('[data-partner]')].map((e) => e.getAttribute('data-partner')),
    ).toEqual(['casino']);
  });
});
