import { racecardPath, racingProfilePath, slugify } from './routes';

describe('slugify', () => {
  it('lower-cases, strips accents, turns & into -and-, drops other characters and collapses hyphens', () => {
    expect(slugify('Naas')).toBe('naas');
    expect(slugify('Sky Bet Novices Hurdle')).toBe('sky-bet-novices-hurdle');
    expect(slugify('Bumper & Flat')).toBe('bumper-and-flat');
    expect(slugify('Prix de l’Arc — Trainé!')).toBe('prix-de-larc-traine');
    expect(slugify('A  --  B')).toBe('a-b');
  });
});

describe('racecardPath', () => {
  it('builds /racing/racecards/{date}/{course}/racecard/{raceId}/{race slug}', () => {
    expect(racecardPath('2026-11-22', 'Punchestown', 2026112222, 'Coral Handicap Chase')).toBe(
      '/racing/racecards/2026-11-22/punchestown/racecard/2026112222/coral-handicap-chase',
    );
    expect(racecardPath('2026-11-22T00:00:00Z', 'Ascot', 1, 'Race')).toBe(
      '/racing/racecards/2026-11-22/ascot/racecard/1/race',
    );
  });
  it('falls back to /racing/racecards when any parameter is missing', () => {
    expect(racecardPath(undefined, 'Ascot', 1, 'Race')).toBe('/racing/racecards');
    expect(racecardPath('2026-11-22', '', 1, 'Race')).toBe('/racing/racecards');
    expect(racecardPath('2026-11-22', 'Ascot', null, 'Race')).toBe('/racing/racecards');
    expect(racecardPath('2026-11-22', 'Ascot', 1, undefined)).toBe('/racing/racecards');
  });
  it('builds profile paths', () => {
    expect(racingProfilePath('horse', '000000000123')).toBe('/racing/profiles/horse/000000000123');
    expect(racingProfilePath('jockey', 7)).toBe('/racing/profiles/jockey/7');
  });
});
