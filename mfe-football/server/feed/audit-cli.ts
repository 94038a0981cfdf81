/**
 * `npm run audit:world` (football half): figures a football punter would check on a season of the feed: 1X2 books, teams playing twice within 48 hours,
 * each league's first and last match day, and what is on in a given week. Prints; the property tests assert.
 */
import { command, defineSingleCli, runCli } from '@sl/server-kit/cli';
import { bookOf, pricesFor } from './prices';
import { seasonSchedule } from './schedule';
import { COMPETITIONS } from './clubs';

const HOURS_48 = 48 * 3_600_000;
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function auditFootball(season: number, weeks: Array<[from: string, to: string]>): void {
  const matches = seasonSchedule(season);
  const books = matches
    .map((m) => bookOf(pricesFor({ seed: m.id, homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId })))
    .sort((a, b) => a - b);
  const kickOffs = new Map<number, number[]>();
  for (const m of matches)
    for (const team of [m.homeTeamId, m.awayTeamId])
      kickOffs.set(team, [...(kickOffs.get(team) ?? []), m.kickOff.getTime()]);
  let within48 = 0;
  for (const list of kickOffs.values()) {
    list.sort((a, b) => a - b);
    for (let i = 1; i < list.length; i++) if (list[i]! - list[i - 1]! < HOURS_48) within48 += 1;
  }
  console.log(`football season ${season}/${String(season + 1).slice(2)}: ${matches.length} matches`);
  console.log(
    `  1X2 books: min ${pct(books[0] ?? 0)}, median ${pct(books[books.length >> 1] ?? 0)}, max ${pct(books.at(-1) ?? 0)}`,
  );
  console.log(`  a team playing twice within 48 hours: ${within48}`);
  for (const c of COMPETITIONS) {
    const dates = matches
      .filter((m) => m.competitionId === c.id)
      .map((m) => m.matchDate)
      .sort();
    if (dates.length) console.log(`  ${c.name}: ${dates[0]} to ${dates.at(-1)} (${dates.length} matches)`);
  }
  for (const [from, to] of weeks) {
    const inWeek = matches.filter((m) => m.matchDate >= from && m.matchDate <= to);
    const names = new Set(inWeek.map((m) => COMPETITIONS.find((c) => c.id === m.competitionId)?.name));
    console.log(`  ${from} to ${to}: ${inWeek.length} matches in ${[...names].join(', ')}`);
  }
}

// No words to read (AUDIT_YEAR picks the season); the kit refuses stray ones and answers --help.
const auditCli = defineSingleCli('npm run audit:world', command({ build: () => undefined }));

process.exitCode = await runCli(auditCli, 'audit:world', process.argv.slice(2), () => {
  const year = Number(process.env.AUDIT_YEAR ?? 2026);
  auditFootball(year, [
    [`${year}-11-21`, `${year}-11-27`],
    [`${year + 1}-06-05`, `${year + 1}-06-11`],
  ]);
});
