import type {
  BookmakerOdds,
  Entry,
  Performance,
  RaceCard,
  RaceResult,
  RacingMeeting,
  ResultPlacing,
} from '@sl/contracts';
import {
  FESTIVAL_MEETINGS,
  festivalOn,
  BOOKMAKER_IDS,
  ENTRY_STATUS,
  ENTRY_STATUS_DESCRIPTIONS,
  decimalOddsString,
  fractionToDecimal,
} from '@sl/contracts';
import { SeededRandom, addDays, londonInstant, londonTime } from '@sl/server-kit';
import { COURSES, GOINGS, type Course } from './courses';
import { HORSES, JOCKEYS } from './people';

/** A festival day: seven races, the feature fourth (as Cheltenham's are). */
const FESTIVAL_RACES_A_DAY = 7;
const FESTIVAL_FEATURE_RACE = 4;

const FLAT_KINDS = [
  'Handicap',
  'Maiden Stakes',
  'Conditions Stakes',
  'Classified Stakes',
  'Novice Stakes',
  'Nursery',
];
const JUMP_KINDS = [
  'Novices Hurdle',
  'Handicap Chase',
  'Juvenile Hurdle',
  'Beginners Chase',
  'Handicap Hurdle',
  'Mares Novices Chase',
];
const SPONSORS = [
  'Racing Post',
  'Sky Bet',
  'BetVictor',
  'Coral',
  'William Hill',
  'Paddy Power',
  'Betfair',
  'Unibet',
  'At The Races',
  'Jockey Club',
];
const FLAT_DISTANCES = ['5f', '6f', '7f', '1m', '1m 2f', '1m 4f', '1m 6f'];
const JUMP_DISTANCES = ['2m', '2m 3f', '2m 4f', '2m 7f', '3m', '3m 2f'];
const ODDS = [
  '4/6',
  '10/11',
  'Evs',
  '6/5',
  '6/4',
  '7/4',
  '2/1',
  '9/4',
  '5/2',
  '11/4',
  '3/1',
  '7/2',
  '4/1',
  '9/2',
  '5/1',
  '6/1',
  '7/1',
  '8/1',
  '10/1',
  '12/1',
  '14/1',
  '16/1',
  '20/1',
  '25/1',
  '33/1',
  '50/1',
];
const DISTANCES = [
  'nse',
  'shd',
  'hd',
  'nk',
  '1/2',
  '3/4',
  '1',
  '1 1/4',
  '1 1/2',
  '2',
  '2 1/2',
  '3',
  '4',
  '6',
  '9',
  'dist',
];
const JUMP_NON_FINISH = ['F', 'PU', 'UR', 'BD', 'RO', 'R', 'CO', 'SU'];
const FLAT_NON_FINISH = ['RTR', 'HR', 'DNF'];
const SHORT_COMMENTS = [
  'led, headed final furlong, kept on',
  'held up, never nearer',
  'chased leaders, ridden 2 out, one pace',
  'prominent, led 3 out, driven clear',
  'midfield, effort over 2f out, no impression',
  'slowly away, made some late headway',
  'tracked leaders, weakened final 2f',
  '',
];
const LONG_COMMENTS = [
  'Ran creditably back from a break and should come on for the outing.',
  'Travelled well for a long way but could not sustain the effort on the softer ground.',
  'Looked green early but finished to good effect; one to keep on side.',
  'Made every yard and galloped on strongly; a career best on these terms.',
  'Never going with any real fluency and was eased once beaten.',
];
const ANALYST = [
  'Progressive type who handles conditions; respected.',
  'Has been knocking on the door and this looks a good opportunity.',
  'Better than the bare result last time; worth another chance.',
  'Needs to bounce back from a below-par effort.',
  'Creditable efforts in defeat; place claims at best.',
  'Hard to fancy on current form.',
  '',
];
const SYMBOLS = ['', '', '', 'p', '+', '?', 'x'];

/** Stable ids: meeting = yyyymmdd * 100 + course id; race = meeting id * 10 + race number. */
export function meetingIdFor(date: string, courseId: number): number {
  return Number(date.replace(/-/g, '')) * 100 + courseId;
}

export interface FeedDay {
  date: string;
  meetings: RacingMeeting[];
  races: RaceCard[];
}

const fractional = (odds: string) => (odds === 'Evs' ? '1/1' : odds);

function oddsFor(rng: SeededRandom, strength: number): string {
  // Stronger horses shorten; the jitter keeps a field from lining up exactly by ability.
  const index = Math.max(
    0,
    Math.min(ODDS.length - 1, Math.round((1 - strength) * (ODDS.length - 1)) + rng.int(-2, 2)),
  );
  return fractional(ODDS[index] ?? '10/1');
}

function bookmakerOdds(rng: SeededRandom, raceId: number, current: string): BookmakerOdds[] {
  const entry = (bookmakerId: number, bookmakerName: string, price: string): BookmakerOdds => ({
    bookmakerId,
    bookmakerName,
    selectionId: String(rng.int(10_000_000, 99_999_999)),
    bookmakerRaceid: String(raceId),
    bookmakerMarketId: `1.${raceId}`,
    artificial: false,
    fractionalOdds: price,
    decimalOdds: fractionToDecimal(price),
    decimalOddsString: decimalOddsString(price),
  });
  const near = () => {
    const i = ODDS.indexOf(current === '1/1' ? 'Evs' : current);
    return fractional(ODDS[Math.max(0, Math.min(ODDS.length - 1, i + rng.int(-1, 1)))] ?? current);
  };
  const list = [
    entry(BOOKMAKER_IDS.betfair, 'Betfair', near()),
    entry(BOOKMAKER_IDS.paddyPower, 'Paddy Power', near()),
  ];
  // Some runners have no Sky Bet price: the site then adds an artificial one (document 2, section 4).
  if (rng.chance(0.7)) list.push(entry(BOOKMAKER_IDS.skyBet, 'Sky Bet', near()));
  return list;
}

/**
 * The runner's selection id in Sky Bet's market. Sky Bet lists most runners, some of them before it prices them
 * (the site then shows an artificial Sky Bet price on this id); a few it does not list at all, so they have none.
 * Drawn from its own seed so the rest of the day's feed is unchanged by it.
 */
function skyBetSelectionId(raceId: number, horseCode: string, priced: boolean): string {
  const rng = new SeededRandom(`racing:skybet:${raceId}:${horseCode}`);
  const id = String(rng.int(100_000_000, 999_999_999));
  return priced || rng.chance(0.75) ? id : '';
}

/** The runner's prices, the Sky Bet one (when there is one) on the runner's Sky Bet selection id. */
function runnerOdds(rng: SeededRandom, raceId: number, horseCode: string, current: string) {
  const odds = bookmakerOdds(rng, raceId, current);
  const priced = odds.some((o) => o.bookmakerId === BOOKMAKER_IDS.skyBet);
  const selectionId = skyBetSelectionId(raceId, horseCode, priced);
  return {
    bookmakerOdds: odds.map((o) => (o.bookmakerId === BOOKMAKER_IDS.skyBet ? { ...o, selectionId } : o)),
    skyBetSelectionId: selectionId,
  };
}

function performances(
  rng: SeededRandom,
  date: string,
  jumps: boolean,
  horseTrainer: { code: string; name: string },
): Performance[] {
  const count = rng.int(4, 7);
  let day = date;
  const list: Performance[] = [];
  for (let i = 0; i < count; i++) {
    day = addDays(day, -rng.int(12, 60));
    const course = rng.pick(COURSES);
    const jockey = rng.pick(JOCKEYS);
    const finished = !rng.chance(jumps ? 0.12 : 0.04);
    const pastPost = rng.int(1, 14);
    list.push({
      meetingDate: `${day}T00:00:00.000Z`,
      courseId: course.id,
      raceNumber: rng.int(1, 7),
      courseName: course.name.toUpperCase(),
      positionOfficial: finished ? pastPost : 0,
      positionPastPost: pastPost,
      nonFinisherCode: finished ? '' : rng.pick(jumps ? JUMP_NON_FINISH : FLAT_NON_FINISH),
      jockeyFullName: jockey.name,
      jockeyCode: jockey.code,
      trainerFullName: horseTrainer.name,
      trainerCode: horseTrainer.code,
      performanceRating: rng.chance(0.1) ? 0 : rng.int(45, 165),
      performanceCommentShort: rng.pick(SHORT_COMMENTS),
      performanceCommentLong: rng.pick(LONG_COMMENTS),
      timefigure: rng.chance(0.1) ? 0 : rng.int(-20, 120),
    });
  }
  // "Mostly newest first": now and then the feed has two runs the wrong way round.
  if (list.length > 3 && rng.chance(0.2)) {
    const [a, b] = [list[2], list[3]] as [Performance, Performance];
    list[2] = b;
    list[3] = a;
  }
  return list;
}

function formString(perfs: Performance[]): string {
  return [...perfs]
    .slice(0, 6)
    .reverse()
    .map((p) =>
      p.positionOfficial === 0
        ? (p.nonFinisherCode[0] ?? 'U')
        : p.positionOfficial > 9
          ? '0'
          : String(p.positionOfficial),
    )
    .join('');
}

function smartStats(rng: SeededRandom, names: string[]): [string, string, string] {
  const horse = () => `*${rng.pick(names)}*`;
  return [
    `${horse()} has won [[${rng.int(20, 65)}%]] of starts on this going`,
    `The trainer of ${horse()} is [[${rng.int(2, 9)} from ${rng.int(10, 30)}]] at this course in the last five seasons`,
    `${horse()} and ${horse()} both ran within [[${rng.int(2, 14)}]] days`,
  ];
}

function result(rng: SeededRandom, runners: Entry[], jumps: boolean): RaceResult {
  const order = [...runners].sort(
    (a, b) =>
      fractionToDecimal(a.currentOdds) * rng.int(1, 4) - fractionToDecimal(b.currentOdds) * rng.int(1, 4),
  );
  let place = 0;
  const placings: ResultPlacing[] = order.map((e) => {
    const finished = !rng.chance(jumps ? 0.1 : 0.03);
    if (finished) place += 1;
    return {
      horseCode: e.horseCode,
      horseName: e.horseName,
      entryNumber: e.entryNumber,
      position: finished ? place : 0,
      nonFinisherCode: finished ? '' : rng.pick(jumps ? JUMP_NON_FINISH : FLAT_NON_FINISH),
      distance: finished && place > 1 ? rng.pick(DISTANCES) : '',
      startingPrice: e.currentOdds,
      jockeyFullName: e.jockeyFullName,
      trainerFullName: e.trainerFullName,
    };
  });
  placings.sort((a, b) => (a.position || 999) - (b.position || 999));
  return { state: 'FINISHED', placings };
}

/** A festival day's meeting: its code of racing, and the feature race's name for that race number. */
interface FestivalCard {
  jumps: boolean;
  feature?: string;
}

function raceCard(
  rng: SeededRandom,
  date: string,
  course: Course,
  meetingId: number,
  going: string,
  raceNumber: number,
  offMinutes: number,
  festival?: FestivalCard,
): RaceCard {
  const chance =
    !['Wolverhampton', 'Southwell', 'Dundalk', 'Kempton', 'Lingfield', 'Newcastle'].includes(course.name) &&
    rng.chance(0.6);
  const jumps = festival ? festival.jumps : chance;
  const raceId = meetingId * 10 + raceNumber;
  const off = londonInstant(date, Math.floor(offMinutes / 60), offMinutes % 60);
  const generated = `${rng.pick(SPONSORS)} ${rng.pick(jumps ? JUMP_KINDS : FLAT_KINDS)}`;
  const title = festival?.feature ?? generated;
  const size = rng.int(4, 20);
  const horses = rng.sample(HORSES, size);
  const dropped = size > 5 ? rng.int(0, 2) : 0;
  const runnerCount = size - dropped;
  const draws = rng.sample(
    Array.from({ length: runnerCount }, (_, i) => i + 1),
    runnerCount,
  );
  const entries: Entry[] = horses.map((h, i) => {
    const runs = i < runnerCount;
    const perfs = performances(new SeededRandom(`racing:form:${h.code}:${date}`), date, jumps, h.trainer);
    const newest = perfs[0];
    const jockey = runs ? rng.pick(JOCKEYS) : null;
    const strength = h.ability / 100;
    const current = runs ? oddsFor(rng, strength) : '';
    const odds = runs
      ? runnerOdds(rng, raceId, h.code, current)
      : { bookmakerOdds: [], skyBetSelectionId: '' };
    const status = runs
      ? ENTRY_STATUS.runner
      : rng.pick([ENTRY_STATUS.droppedOutFourDay, ENTRY_STATUS.droppedOutEarlyClosers]);
    return {
      meetingDate: `${date}T00:00:00.000Z`,
      courseId: course.id,
      raceNumber,
      horseCode: h.code,
      horseName: h.name,
      jockeyFullName: jockey?.name ?? '',
      jockeyCode: jockey?.code ?? '',
      trainerFullName: h.trainer.name,
      trainerCode: h.trainer.code,
      statusDescription: ENTRY_STATUS_DESCRIPTIONS[status] ?? 'Runner',
      statusId: status,
      entryNumber: runs ? i + 1 : 0,
      draw: runs && !jumps ? (draws[i] ?? 0) : 0,
      age: rng.int(jumps ? 4 : 2, jumps ? 11 : 7),
      weight: `${rng.int(8, 11)}-${rng.int(0, 13)}`,
      form: formString(perfs),
      formPosition: newest && newest.positionOfficial > 0 ? newest.positionOfficial : 999,
      currentOdds: current,
      bookmakerOdds: odds.bookmakerOdds,
      skyBetSelectionId: odds.skyBetSelectionId,
      horse: { horseCode: h.code, performances: perfs },
      rating123: 0,
      ratingStars: runs ? Math.max(0, Math.min(5, Math.round(strength * 5 + rng.int(-1, 1)))) : 0,
      analystsComments: runs ? rng.pick(ANALYST) : '',
      preRaceAdjustedRating: runs ? (rng.chance(0.08) ? 0 : h.ability + rng.int(20, 70)) : 0,
      preRaceMasterSymbol: runs ? rng.pick(SYMBOLS) : '',
      horseInFocus: runs && rng.chance(0.1) ? 1 : 0,
      warningHorse: runs && rng.chance(0.08) ? 1 : 0,
      jockeyUplift: runs && rng.chance(0.1) ? 1 : 0,
      trainerUplift: runs && rng.chance(0.1) ? 1 : 0,
      horsesForCoursePos: runs ? rng.pick([0, 0, 0, 1, 2, 3]) : 0,
      hotTrainer: runs && rng.chance(0.1) ? 1 : 0,
      coldTrainer: runs && rng.chance(0.06) ? 1 : 0,
      sectionalFlag: runs && rng.chance(0.1) ? 1 : 0,
      topRated: false,
    };
  });
  const runners = entries.filter((e) => e.statusId === ENTRY_STATUS.runner);
  const ranked = [...runners].sort(
    (a, b) => b.preRaceAdjustedRating - a.preRaceAdjustedRating || a.entryNumber - b.entryNumber,
  );
  if (ranked[0]) ranked[0].topRated = true;
  ranked.slice(0, 3).forEach((e, i) => (e.rating123 = i + 1));
  const [s1, s2, s3] = smartStats(
    rng,
    runners.map((e) => e.horseName),
  );
  return {
    raceId,
    meetingId,
    meetingDate: `${date}T00:00:00.000Z`,
    courseId: course.id,
    raceNumber,
    countryCode: course.country,
    courseName: course.name,
    title,
    offTime: off.toISOString(),
    offTimeLocal: londonTime(off),
    going,
    distance: rng.pick(jumps ? JUMP_DISTANCES : FLAT_DISTANCES),
    raceClass: course.country === 'IE' ? 0 : rng.int(1, 7),
    prize: `${course.country === 'IE' ? '€' : '£'}${(rng.int(3, 60) * 500).toLocaleString('en-GB')}`,
    hasDraw: !jumps,
    state: 'DORMANT',
    result: result(rng, runners, jumps),
    smartStat1: s1,
    smartStat2: s2,
    smartStat3: s3,
    entries,
  };
}

/** The racecards index of a set of race cards, meetings by first off then course name. */
export function meetingsOf(races: RaceCard[], goings: Map<number, string>): RacingMeeting[] {
  const byMeeting = new Map<number, RacingMeeting>();
  for (const race of races) {
    let meeting = byMeeting.get(race.meetingId);
    if (!meeting) {
      meeting = {
        meetingId: race.meetingId,
        meetingDate: race.meetingDate.slice(0, 10),
        courseId: race.courseId,
        courseName: race.courseName,
        countryCode: race.countryCode,
        going: goings.get(race.meetingId) ?? race.going,
        races: [],
      };
      byMeeting.set(race.meetingId, meeting);
    }
    meeting.races.push({
      raceId: race.raceId,
      raceNumber: race.raceNumber,
      offTime: race.offTime,
      offTimeLocal: race.offTimeLocal,
      title: race.title,
      runners: race.entries.filter((e) => e.statusId === ENTRY_STATUS.runner).length,
    });
  }
  for (const m of byMeeting.values()) m.races.sort((a, b) => a.raceNumber - b.raceNumber);
  return [...byMeeting.values()].sort(
    (a, b) =>
      (a.races[0]?.offTime ?? '').localeCompare(b.races[0]?.offTime ?? '') ||
      a.courseName.localeCompare(b.courseName),
  );
}

/**
 * A day of UK and Irish meetings with full race cards, the same for the same date on every machine: 4 to 6
 * courses, 5 to 8 races each, staggered first races so a day's card runs from early afternoon into the evening.
 */
export function generateFeedDay(date: string): FeedDay {
  const rng = new SeededRandom(`racing:${date}`);
  const gb = COURSES.filter((c) => c.country === 'GB');
  const ie = COURSES.filter((c) => c.country === 'IE');
  const chosen = [...rng.sample(gb, rng.int(3, 4)), ...rng.sample(ie, rng.int(1, 2))];
  // On a festival day the festival's course races first, with its feature race (the rest of the day as usual).
  const festival = festivalOn(date);
  const meeting = festival ? FESTIVAL_MEETINGS[festival.festival] : null;
  const festivalCourse = meeting ? COURSES.find((c) => c.name === meeting.course) : undefined;
  if (festivalCourse) {
    const others = chosen.filter((c) => c !== festivalCourse);
    const kept = chosen.includes(festivalCourse) ? others : others.slice(1);
    chosen.splice(0, chosen.length, festivalCourse, ...kept);
  }
  const races: RaceCard[] = [];
  const goings = new Map<number, string>();
  chosen.forEach((course, index) => {
    const meetingId = meetingIdFor(date, course.id);
    const atFestival = meeting !== null && course === festivalCourse;
    const raceCount = atFestival ? FESTIVAL_RACES_A_DAY : rng.int(5, 8);
    const evening = index === chosen.length - 1 && rng.chance(0.5);
    const firstMinutes = (evening ? 16 * 60 + 30 : 12 * 60 + 15) + index * 10 + rng.int(0, 2) * 5;
    const going = ['Wolverhampton', 'Southwell', 'Dundalk', 'Kempton', 'Lingfield', 'Newcastle'].includes(
      course.name,
    )
      ? 'Standard'
      : rng.pick(GOINGS.slice(0, 5));
    goings.set(meetingId, going);
    let minutes = firstMinutes;
    for (let r = 1; r <= raceCount; r++) {
      races.push(
        raceCard(
          new SeededRandom(`racing:${date}:${course.id}:${r}`),
          date,
          course,
          meetingId,
          going,
          r,
          minutes,
          atFestival
            ? {
                jumps: meeting.jumps,
                feature: r === FESTIVAL_FEATURE_RACE ? meeting.days[festival!.day - 1]?.feature : undefined,
              }
            : undefined,
        ),
      );
      minutes += 30 + rng.int(0, 1) * 5;
    }
  });
  return { date, meetings: meetingsOf(races, goings), races };
}

/** The racecards index of a generated day. */
export function generateDay(date: string): RacingMeeting[] {
  return generateFeedDay(date).meetings;
}
