/**
 * `npm run audit:world` (racing half): figures a racing punter would check on the generated feed: market books, season and surface, jockeys and horses
 * booked twice, form history agreeing across days, comments against results. Prints; asserts nothing (the
 * property tests assert).
 */
import { command, defineSingleCli, runCli } from '@sl/server-kit/cli';
import { fractionToDecimal, type RaceCard } from '@sl/contracts';
import { addDays } from '@sl/server-kit';
import { generateFeedDay } from './generate';
import { historyProblems } from './invariants';

const RUNNER = 21;
const JUMPS = /hurdle|chase|national hunt flat|nh flat|bumper/i;
const ALL_WEATHER = new Set([
  'Wolverhampton',
  'Southwell',
  'Dundalk',
  'Kempton',
  'Lingfield',
  'Newcastle',
  'Chelmsford City',
]);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const pct = (n: number) => `${(n * 100).toFixed(0)} %`;
const stones = (w: string) => {
  const [st = 0, lb = 0] = w.split('-').map(Number);
  return st * 14 + lb;
};

/** The flat turf season: Lincoln (last Saturday in March) to the November Handicap (Saturday between 5 and 11 Nov). */
function inFlatTurfSeason(date: string): boolean {
  const md = date.slice(5);
  return md >= '03-25' && md <= '11-11';
}

function auditRacing(from: string, days: number): void {
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const started = performance.now();
  const feed = dates.map((date) => generateFeedDay(date));
  const ms = (performance.now() - started) / days;
  const races: RaceCard[] = feed.flatMap((d) => d.races);
  const books: number[] = [];
  let outOfSeasonFlatTurf = 0;
  let mixedMeetings = 0;
  let lightJumpsWeights = 0;
  let jockeyTwiceInRace = 0;
  let jockeyTwoCourses = 0;
  let horseTwiceInDay = 0;
  let commentContradictions = 0;
  const shortComments = new Set<string>();
  for (const day of feed) {
    const byMeeting = new Map<number, boolean[]>();
    const horseRuns = new Map<string, number>();
    const jockeyRides = new Map<string, Array<{ course: number; off: number }>>();
    for (const race of day.races) {
      const jumps = JUMPS.test(race.title);
      byMeeting.set(race.meetingId, [...(byMeeting.get(race.meetingId) ?? []), jumps]);
      if (
        !jumps &&
        !ALL_WEATHER.has(race.courseName) &&
        !race.going.startsWith('Standard') &&
        !inFlatTurfSeason(day.date)
      )
        outOfSeasonFlatTurf += 1;
      const runners = race.entries.filter((e) => e.statusId === RUNNER);
      const book = runners.reduce((sum, e) => {
        const dec = fractionToDecimal(e.currentOdds);
        return dec > 0 ? sum + 1 / dec : sum;
      }, 0);
      if (runners.length >= 2) books.push(book);
      const jockeys = new Set<string>();
      for (const e of runners) {
        if (jumps && stones(e.weight) < 140) lightJumpsWeights += 1;
        if (jockeys.has(e.jockeyCode)) jockeyTwiceInRace += 1;
        jockeys.add(e.jockeyCode);
        horseRuns.set(e.horseCode, (horseRuns.get(e.horseCode) ?? 0) + 1);
        const rides = jockeyRides.get(e.jockeyCode) ?? [];
        rides.push({ course: race.courseId, off: Date.parse(race.offTime) });
        jockeyRides.set(e.jockeyCode, rides);
        for (const p of e.horse.performances) {
          shortComments.add(p.performanceCommentShort);
          const said = `${p.performanceCommentShort} ${p.performanceCommentLong}`.toLowerCase();
          const claimsWin = /\b(won|made all|scored)\b/.test(said);
          if (
            claimsWin !== (p.positionOfficial === 1) &&
            (claimsWin || /\bbeaten\b/.test(said) === (p.positionOfficial === 1))
          )
            commentContradictions += 1;
        }
      }
    }
    for (const codes of byMeeting.values()) if (new Set(codes).size > 1) mixedMeetings += 1;
    for (const n of horseRuns.values()) if (n > 1) horseTwiceInDay += 1;
    for (const rides of jockeyRides.values())
      for (const a of rides)
        for (const b of rides)
          if (a.course < b.course && Math.abs(a.off - b.off) < 60 * 60_000) jockeyTwoCourses += 1;
  }
  // Form history: every pair of days, by the importer's own cross-day rule (same past runs, results carried on).
  let historyPairs = 0;
  let historyProblemCount = 0;
  for (let i = 0; i < feed.length; i++)
    for (let j = i + 1; j < feed.length; j++) {
      historyPairs += 1;
      historyProblemCount += historyProblems(feed[i]!, feed[j]!).length;
    }
  const meetingsPerDay = feed.map((d) => d.meetings.length);
  console.log(`racing ${from} + ${days} days: ${races.length} races, ${ms.toFixed(0)} ms per day generated`);
  console.log(`  meetings per day: min ${Math.min(...meetingsPerDay)}, max ${Math.max(...meetingsPerDay)}`);
  console.log(
    `  race books: min ${pct(quantile(books, 0))}, median ${pct(quantile(books, 0.5))}, max ${pct(quantile(books, 1))}`,
  );
  console.log(
    `  flat turf races out of season: ${outOfSeasonFlatTurf}; meetings mixing flat and jumps: ${mixedMeetings}`,
  );
  console.log(
    `  jumps runners under 10-0: ${lightJumpsWeights}; jockey twice in one race: ${jockeyTwiceInRace}`,
  );
  console.log(
    `  jockey at two courses within an hour: ${jockeyTwoCourses}; horses running twice in a day: ${horseTwiceInDay}`,
  );
  console.log(`  form history across ${historyPairs} pairs of days: ${historyProblemCount} disagreements`);
  console.log(
    `  comments contradicting the position: ${commentContradictions}; distinct run comments: ${shortComments.size}`,
  );
}

// No words to read (AUDIT_YEAR picks the season); the kit refuses stray ones and answers --help.
const auditCli = defineSingleCli('npm run audit:world', command({ build: () => undefined }));

process.exitCode = await runCli(auditCli, 'audit:world', process.argv.slice(2), () => {
  // A November and a June fortnight: the two seasons a punter judges the calendar by.
  const year = Number(process.env.AUDIT_YEAR ?? 2026);
  auditRacing(`${year}-11-16`, 14);
  auditRacing(`${year + 1}-06-07`, 14);
});
