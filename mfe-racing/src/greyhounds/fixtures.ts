import type { GreyhoundRaceCard, GreyhoundRunner, TrapNumber } from '@sl/contracts';

const NAMES = ['Swift Rumble', 'Ballymac Ace', 'Droopys Jet', 'Salacres Kid', 'Romeo Flame', 'Coolavanny Bo'];

export function runner(trap: TrapNumber, overrides: Partial<GreyhoundRunner> = {}): GreyhoundRunner {
  return {
    trap,
    dogId: `dog-${trap}`,
    name: NAMES[trap - 1]!,
    colourSex: 'bk d',
    ageYears: 3,
    sire: 'Droopys Sydney',
    dam: 'Lemon Jane',
    trainer: `Trainer ${trap}`,
    seed: trap === 1 ? 'R' : trap === 6 ? 'W' : 'M',
    form: '3142',
    bestTime: 24.1 + trap / 100,
    recentRuns: [],
    forecastPrice: `${trap + 1}/1`,
    ...overrides,
  };
}

/** A Romford race card; traps listed out of order, as nothing promises the service's order. */
export function raceCard(overrides: Partial<GreyhoundRaceCard> = {}): GreyhoundRaceCard {
  return {
    raceId: 'romford-20260615-4',
    meetingId: 'romford-20260615',
    trackId: 'romford',
    trackName: 'Romford',
    date: '2026-06-15',
    session: 'afternoon',
    raceNumber: 4,
    offTime: '2026-06-15T13:04:00.000Z',
    offTimeLocal: '14:04',
    grade: 'A5',
    distance: 400,
    trip: 'standard',
    forecastBook: 118,
    runners: ([6, 1, 2, 3, 4, 5] as TrapNumber[]).map((t) => runner(t)),
    result: null,
    ...overrides,
  };
}
