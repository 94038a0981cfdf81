import { buildTopNav, FOOTER_GROUPS, type NavItem } from '@sl/contracts';
import { sectionFor } from './sections';

const urls = (items: NavItem[]): string[] => items.flatMap((i) => [i.url, ...urls(i.subNav ?? [])]);

/** Paths a remote renders; every other internal link must have a shell section page. */
const REMOTE_OWNED = [
  '/racing',
  '/football',
  '/free-bets',
  '/cheltenham-festival',
  '/royal-ascot',
  '/grand-national',
  '/account',
];

describe('shell section pages', () => {
  it('every internal menu and footer link not owned by a remote has a page with a heading', () => {
    const links = [
      ...urls(buildTopNav({ freeBets: [], royalAscotMicrosite: true })),
      ...FOOTER_GROUPS.flatMap((g) => g.links.map((l) => l.url)),
    ].filter((u) => u.startsWith('/') && u !== '/');
    for (const link of links) {
      const path = link.split('?')[0]!;
      if (REMOTE_OWNED.some((p) => path === p || path.startsWith(`${p}/`))) continue;
      expect([path, sectionFor(path)?.title]).toEqual([path, expect.any(String)]);
    }
  });

  it('falls back to the nearest parent section and knows nothing of unknown paths', () => {
    expect(sectionFor('/tips/tipping-records/2024')?.title).toBe('Tipping Records');
    expect(sectionFor('/golf/news/a-story')?.title).toBe('Golf');
    expect(sectionFor('/nope')).toBeNull();
  });
});
