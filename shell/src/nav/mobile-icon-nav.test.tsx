import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import {
  FALLBACK_FREE_BETS_MENU,
  FREE_BETS_UPDATED_KEY,
  FREE_BETS_VISITED_KEY,
  buildTopNav,
  festivalNav,
} from '@sl/contracts';
import { ICON_NAMES } from '@sl/ui';
import { renderInShell } from '../test-support/render';
import { MobileIconNav } from './MobileIconNav';
import { NAV_ICONS } from './nav-icons';

const SITE = buildTopNav({ freeBets: FALLBACK_FREE_BETS_MENU, royalAscotMicrosite: true });

/** What a reader expects to see above each label of the home page's icon row. */
const EXPECTED: Record<string, string> = {
  racing: 'racing',
  football: 'football',
  sports: 'medal',
  tips: 'tips',
  'free-bets': 'free-bets',
  cheltenham: 'trophy',
};

describe('the home page mobile icon navigation', () => {
  it('draws every flagged item as an icon (an svg) with its label still visible', () => {
    renderInShell(<MobileIconNav items={SITE} />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const flagged = SITE.filter((item) => item.mobileHomepageSubnav);
    expect(flagged.map((item) => item.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(flagged.length);
    for (const item of flagged) {
      const link = within(nav).getByRole('link', { name: item.mobText ?? item.text });
      const svg = link.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('data-icon', EXPECTED[item.id]);
      // Decoration only: the visible label names the link.
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(link).toHaveTextContent(item.mobText ?? item.text);
    }
  });

  it('keeps the free-bets new-updates dot beside its label while there are free bets this browser has not seen', () => {
    localStorage.setItem(FREE_BETS_UPDATED_KEY, '2000');
    localStorage.setItem(FREE_BETS_VISITED_KEY, '1000');
    try {
      renderInShell(<MobileIconNav items={SITE} />);
      const link = screen.getByRole('link', { name: /Free Bets/ });
      expect(within(link).getByTestId('free-bets-dot')).toBeInTheDocument();
      expect(screen.getAllByTestId('free-bets-dot')).toHaveLength(1);
    } finally {
      localStorage.clear();
    }
  });

  it('shows no dot once this browser has seen the latest free bets', () => {
    localStorage.setItem(FREE_BETS_UPDATED_KEY, '2000');
    localStorage.setItem(FREE_BETS_VISITED_KEY, '3000');
    try {
      renderInShell(<MobileIconNav items={SITE} />);
      expect(screen.queryByTestId('free-bets-dot')).toBeNull();
    } finally {
      localStorage.clear();
    }
  });

  it('has an icon from the design system set for every top-level item of the site and festival menus', () => {
    const ids = [...SITE, festivalNav('cheltenham-festival'), festivalNav('royal-ascot')].map((i) => i.id);
    for (const id of ids) expect(ICON_NAMES).toContain(NAV_ICONS[id]);
  });

  it('shows nothing when no item is flagged', () => {
    renderInShell(<MobileIconNav items={SITE.filter((i) => !i.mobileHomepageSubnav)} />);
    expect(screen.queryByTestId('mobile-icon-nav')).toBeNull();
  });
});
