import type { Db } from '@sl/server-kit';

/** The promos a fresh install starts with; release managers switch them on and off afterwards. */
const DEFAULT_PROMOS = [
  {
    name: 'cheltenham',
    sport: 'racing',
    title: 'Cheltenham Festival',
    text: 'Tips, racecards and free bets for all four days.',
    link: '/cheltenham-festival',
    hero: true,
    enabled: true,
    sort: 1,
  },
  {
    name: 'grand-national',
    sport: 'racing',
    title: 'Grand National',
    text: 'Every runner, every tip, every price.',
    link: '/grand-national',
    hero: true,
    enabled: false,
    sort: 2,
  },
  {
    name: 'epl',
    sport: 'football',
    title: 'Premier League',
    text: 'Fixtures, tips and the best odds every matchday.',
    link: '/football/fixtures-results',
    hero: false,
    enabled: false,
    sort: 3,
  },
] as const;

export async function seedPromos(db: Db): Promise<void> {
  for (const p of DEFAULT_PROMOS) {
    await db.query(
      `INSERT INTO promos (name, sport, title, text, link, hero_banner, banner, enabled, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8) ON CONFLICT (name) DO NOTHING`,
      [p.name, p.sport, p.title, p.text, p.link, p.hero, p.enabled, p.sort],
    );
  }
}
