import { SeededRandom } from '@sl/server-kit';
import { competitionById } from './clubs';
import { teamById } from './teams';

/**
 * Team strength on a log-goals scale: the difference of two ratings is how many times more goals one side
 * expects. A club's rating is its league's level plus a fixed, seeded club strength, so the same clubs lead
 * their tables every season and a Premier League side is a clear favourite against a League Two side in the cup.
 */
const LEAGUE_LEVEL: Readonly<Record<string, number>> = {
  'Premier League': 0,
  'La Liga': -0.02,
  Bundesliga: -0.05,
  'Serie A': -0.05,
  'Ligue 1': -0.15,
  'Brazil Serie A': -0.3,
  Eredivisie: -0.3,
  'Primeira Liga': -0.3,
  'Belgian Pro League': -0.4,
  Championship: -0.45,
  'Scottish Premiership': -0.5,
  'Saudi Pro League': -0.55,
  MLS: -0.55,
  'Club Friendlies': -0.55,
  'League One': -0.8,
  'Scottish Championship': -0.95,
  'League Two': -1.05,
  'Scottish League One': -1.25,
  'National League': -1.3,
  'Scottish League Two': -1.45,
  'Womens Super League': 0,
  Internationals: 0,
};

/** Clubs in the Champions League, Europa League or Conference League are the strong ones in their leagues. */
const EUROPEAN_BONUS: Readonly<Record<number, number>> = { 1: 0.6, 15: 0.3, 16: 0.15 };

/** The handful of clubs that win their leagues most years: a promoted side is a long price against them. */
const ELITE = new Set([
  'Manchester City',
  'Liverpool',
  'Arsenal',
  'Real Madrid',
  'Barcelona',
  'Bayern Munich',
  'Paris Saint-Germain',
  'Inter Milan',
  'Celtic',
  'Al-Hilal',
  'France',
  'Spain',
  'England',
  'Portugal',
]);
const ELITE_BONUS = 0.3;

const europeanBonus = new Map<number, number>();
for (const [competitionId, bonus] of Object.entries(EUROPEAN_BONUS)) {
  for (const name of competitionById.get(Number(competitionId))?.entrants ?? []) {
    const team = [...teamById.values()].find((t) => t.name === name);
    if (team && !europeanBonus.has(team.id)) europeanBonus.set(team.id, bonus);
  }
}

const ratings = new Map<number, number>();

export function ratingOf(teamId: number): number {
  let rating = ratings.get(teamId);
  if (rating === undefined) {
    const team = teamById.get(teamId);
    const league = team ? (competitionById.get(team.competitionId)?.name ?? '') : '';
    const rng = new SeededRandom(`strength:${teamId}`);
    // A sum of two uniforms: most clubs mid-table, a few clearly better or worse.
    const club = (rng.next() + rng.next() - 1) * 0.3;
    const elite = team && ELITE.has(team.name) ? ELITE_BONUS : 0;
    rating = (LEAGUE_LEVEL[league] ?? -0.6) + club + (europeanBonus.get(teamId) ?? 0) + elite;
    ratings.set(teamId, rating);
  }
  return rating;
}

/** Goals a side expects against an average one of its own level. */
const BASE_GOALS = 1.3;
/** Home sides score about 25 % more than away sides in the European leagues. */
const HOME_ADVANTAGE = 0.2;

/** Expected goals for each side over 90 minutes. */
export function goalMeans(homeTeamId: number, awayTeamId: number): { home: number; away: number } {
  const gap = Math.max(-2.2, Math.min(2.2, ratingOf(homeTeamId) - ratingOf(awayTeamId)));
  return {
    home: BASE_GOALS * Math.exp(gap / 2 + HOME_ADVANTAGE / 2),
    away: BASE_GOALS * Math.exp(-gap / 2 - HOME_ADVANTAGE / 2),
  };
}

function poissonPmf(mean: number, max: number): number[] {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * mean) / k);
  return out;
}

/** Home win, draw and away win probabilities over 90 minutes, from independent Poisson scores. */
export function outcomeProbabilities(homeTeamId: number, awayTeamId: number) {
  const means = goalMeans(homeTeamId, awayTeamId);
  const home = poissonPmf(means.home, 12);
  const away = poissonPmf(means.away, 12);
  let h = 0;
  let d = 0;
  let a = 0;
  home.forEach((ph, i) =>
    away.forEach((pa, j) => {
      if (i > j) h += ph * pa;
      else if (i === j) d += ph * pa;
      else a += ph * pa;
    }),
  );
  const total = h + d + a;
  return { home: h / total, draw: d / total, away: a / total };
}
