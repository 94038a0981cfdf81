import type { FixtureSummary } from '@sl/contracts';
import { SeededRandom, londonInstant, londonTime } from '@sl/server-kit';
import { COMPETITIONS } from './clubs';

const KICK_OFFS: ReadonlyArray<[number, number]> = [
  [12, 30],
  [15, 0],
  [15, 0],
  [15, 0],
  [17, 30],
  [19, 45],
  [20, 0],
];

/** Stable match ids: yyyymmdd * 1000 + competition id * 20 + fixture index. */
export function matchIdFor(date: string, competitionId: number, index: number): number {
  return Number(date.replace(/-/g, '')) * 1000 + competitionId * 20 + index;
}

/**
 * A day of fixtures, the same for the same date everywhere: each competition plays some of its clubs, each club
 * at most once a day, kick-offs at the usual UK times.
 */
export function generateFixtures(date: string): FixtureSummary[] {
  const rng = new SeededRandom(`football:${date}`);
  const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
  const fixtures: FixtureSummary[] = [];
  for (const competition of COMPETITIONS) {
    if (!weekend && !rng.chance(0.45)) continue;
    const clubs = rng.sample(competition.clubs, competition.clubs.length);
    const count = weekend ? rng.int(3, Math.floor(clubs.length / 2)) : rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const [hour, minute] = weekend ? rng.pick(KICK_OFFS) : ([19, rng.pick([30, 45])] as [number, number]);
      const kickOff = londonInstant(date, hour, minute);
      fixtures.push({
        matchId: matchIdFor(date, competition.id, i),
        competitionId: competition.id,
        competitionName: competition.name,
        kickOff: kickOff.toISOString(),
        kickOffLocal: londonTime(kickOff),
        homeTeam: clubs[i * 2] as string,
        awayTeam: clubs[i * 2 + 1] as string,
      });
    }
  }
  return fixtures.sort(
    (a, b) =>
      a.kickOff.localeCompare(b.kickOff) || a.competitionId - b.competitionId || a.matchId - b.matchId,
  );
}
