import tipsters from './tipsters.json' with { type: 'json' };

/** The sports a tipster covers and a tip belongs to. */
export type TipSport = 'racing' | 'football';
export const TIP_SPORTS: readonly TipSport[] = ['racing', 'football'];

/**
 * How a tipster picks: each sport's service chooses its selections by the tipster's method, so every tipster keeps
 * one house style. Racing methods read the race card (form figures and ratings, the market, trainer and jockey
 * records, course form); football methods read the fixture (league form, the 1X2 market, goals).
 */
const TIPSTER_METHODS = [
  'form', // recent finishing positions and performance ratings / league form
  'market', // the market's view: favourites and short prices / the bookmakers' favourite
  'connections', // trainer and jockey form
  'course', // course and distance form / home and away records
  'value', // a fair price from the form set against the price on offer
  'goals', // football: goals markets (both teams to score, over 2.5)
] as const;
export type TipsterMethod = (typeof TIPSTER_METHODS)[number];

const isTipsterMethod = (value: string): value is TipsterMethod =>
  (TIPSTER_METHODS as readonly string[]).includes(value);

export interface Tipster {
  /** Lower-case slug, used in /tips/tipster/{id}. */
  id: string;
  name: string;
  role: string;
  bio: string;
  sports: readonly TipSport[];
  /** The method for each sport the tipster covers. */
  methods: Partial<Record<TipSport, TipsterMethod>>;
  /** One line of house style, shown beside the tipster's selections. */
  style: string;
}

/** The tipsters, as data (tipsters.json); the sports each covers are the sports it has a method for. */
export const TIPSTERS: readonly Tipster[] = tipsters.map((entry) => {
  const methodFor: Partial<Record<TipSport, string>> = entry.methods;
  const methods: Partial<Record<TipSport, TipsterMethod>> = {};
  for (const sport of TIP_SPORTS) {
    const method = methodFor[sport];
    if (method === undefined) continue;
    if (!isTipsterMethod(method)) throw new Error(`tipster ${entry.id}: unknown method "${method}"`);
    methods[sport] = method;
  }
  const sports = TIP_SPORTS.filter((sport) => methods[sport] !== undefined);
  return { ...entry, sports, methods };
});

export function tipsterById(id: string): Tipster | undefined {
  return TIPSTERS.find((t) => t.id === id);
}

export function tipstersFor(sport: TipSport): Tipster[] {
  return TIPSTERS.filter((t) => t.sports.includes(sport));
}

/** What a tip carries of its tipster (the full profile is in TIPSTERS). */
export interface TipsterSummary {
  id: string;
  name: string;
  role: string;
}

export function tipsterSummary(t: Tipster): TipsterSummary {
  return { id: t.id, name: t.name, role: t.role };
}
