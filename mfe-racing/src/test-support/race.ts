import {
  NO_PREMIUM_ANALYSIS,
  type BookmakerOdds,
  type Entry,
  type RaceCardEntry,
  type RaceCardResponse,
} from '@sl/contracts';

/** One bookmaker's 9/4 on a runner of race 2026061502, as the race API sends it. */
export const bookmakerPrice = (
  bookmakerId: number,
  bookmakerName: string,
  selectionId = '123',
): BookmakerOdds => ({
  bookmakerId,
  bookmakerName,
  selectionId,
  bookmakerRaceid: '2026061502',
  bookmakerMarketId: '1.2026061502',
  artificial: false,
  fractionalOdds: '9/4',
  decimalOdds: 3.25,
  decimalOddsString: '3.25',
});

function entry(n: number, over: Partial<Entry>): Entry {
  const code = String(300000 + n).padStart(12, '0');
  return {
    meetingDate: '2026-06-15T00:00:00.000Z',
    courseId: 2,
    raceNumber: 1,
    horseCode: code,
    horseName: `Horse ${n}`,
    jockeyFullName: `Jockey ${n}`,
    jockeyCode: String(100000 + n).padStart(12, '0'),
    trainerFullName: `Trainer ${n}`,
    trainerCode: String(200000 + n).padStart(12, '0'),
    statusDescription: 'Runner',
    statusId: 21,
    entryNumber: n,
    draw: n,
    age: 5,
    weight: '9-7',
    form: '123',
    formPosition: 3,
    currentOdds: '2/1',
    bookmakerOdds: [],
    horse: {
      horseCode: code,
      performances: [
        {
          meetingDate: '2026-05-01T00:00:00.000Z',
          courseId: 1,
          raceNumber: 2,
          courseName: 'CHELTENHAM',
          positionOfficial: 0,
          positionPastPost: 7,
          nonFinisherCode: 'PU',
          jockeyFullName: 'Past Jockey',
          jockeyCode: '000000100001',
          trainerFullName: 'Past Trainer',
          trainerCode: '000000200001',
          performanceRating: 101,
          performanceCommentShort: 'pulled up before 2 out',
          performanceCommentLong: 'Never travelling and was pulled up.',
          timefigure: -5,
        },
      ],
    },
    ...NO_PREMIUM_ANALYSIS,
    ratingStars: 2,
    analystsComments: `Comment on horse ${n}`,
    preRaceAdjustedRating: 100 + n,
    preRaceMasterSymbol: 'p',
    ...over,
  };
}

export const premiumEntries: Entry[] = [
  entry(1, {
    horseName: 'Zulu Dancer',
    currentOdds: '5/1',
    ratingStars: 3,
    formPosition: 4,
    sex: 'g',
    officialRating: 88,
    headgear: 'p1',
    owner: 'Mr A. Pelham',
    daysSinceLastRun: 45,
    badges: ['CD', 'BF'],
    jockeyClaim: 3,
    jockeyForm: { runs: 20, wins: 3, winPercent: 15, profit: 4.5 },
    trainerForm: { runs: 12, wins: 0, winPercent: 0, profit: -12 },
  }),
  entry(2, {
    sex: 'm',
    officialRating: 92,
    owner: 'Mr A. Pelham',
    badges: ['C', 'D'],
    jockeyClaim: 0,
    horseName: 'Alpine Star',
    currentOdds: '6/4',
    ratingStars: 5,
    topRated: true,
    horseInFocus: 1,
    rating123: 1,
    formPosition: 999,
  }),
  entry(3, { horseName: 'Misty Quest', currentOdds: '3/1', ratingStars: 1, formPosition: 1 }),
  entry(4, {
    horseName: 'Gone Away',
    statusId: 39,
    statusDescription: 'Dropped out at the four day stage',
    entryNumber: 0,
    draw: 0,
    jockeyCode: '',
    jockeyFullName: '',
    currentOdds: '',
    ratingStars: 0,
    preRaceAdjustedRating: 0,
  }),
];

const PREMIUM = [
  'rating123',
  'ratingStars',
  'analystsComments',
  'preRaceAdjustedRating',
  'preRaceMasterSymbol',
  'horseInFocus',
  'warningHorse',
  'jockeyUplift',
  'trainerUplift',
  'horsesForCoursePos',
  'hotTrainer',
  'coldTrainer',
  'sectionalFlag',
  'topRated',
];

export function testRace(premium: boolean): RaceCardResponse {
  const entries: RaceCardEntry[] = premium
    ? premiumEntries
    : premiumEntries.map(
        (e) => Object.fromEntries(Object.entries(e).filter(([k]) => !PREMIUM.includes(k))) as RaceCardEntry,
      );
  return {
    raceId: 2026061502,
    meetingId: 202606150201,
    meetingDate: '2026-06-15T00:00:00.000Z',
    courseId: 2,
    raceNumber: 1,
    countryCode: 'GB',
    courseName: 'Ascot',
    title: 'Sky Bet Handicap',
    offTime: '2026-06-15T13:30:00.000Z',
    offTimeLocal: '14:30',
    going: 'Good',
    distance: '1m',
    raceClass: 2,
    prize: '£10,000',
    hasDraw: true,
    state: 'DORMANT',
    result: null,
    premium,
    entries,
    bettingForecast: [
      { horseCode: '000000300002', horseName: 'Alpine Star', entryNumber: 2, price: '6/4', favourite: 'Fav' },
      { horseCode: '000000300003', horseName: 'Misty Quest', entryNumber: 3, price: '3/1', favourite: '' },
      { horseCode: '000000300001', horseName: 'Zulu Dancer', entryNumber: 1, price: '5/1', favourite: '' },
    ],
    ...(premium
      ? {
          verdict: 'Alpine Star tops our ratings and gets the vote. Misty Quest is the chief danger.',
          smartStat1: '*Alpine Star* has won [[62%]] of starts on this going',
          smartStat2: '',
          smartStat3: 'Plain line',
        }
      : {}),
  };
}
