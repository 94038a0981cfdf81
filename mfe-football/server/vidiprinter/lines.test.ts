import { matchAt } from '../feed/clock';
import { teamByName } from '../feed/teams';
import { finalNote, goalNote, matchLines, scoreLine, surname, type VidiprinterMatch } from './lines';

const teams = { home: 'Arsenal', away: 'Chelsea' };
const player = (name: string) => ({ id: 1, name });

describe('vidiprinter line format', () => {
  it('prints the scorer in brackets after the scoring side', () => {
    expect(
      scoreLine(
        teams,
        { home: 1, away: 0 },
        { side: 'home', text: goalNote({ type: 'GOAL', minute: 23, player: player('Bukayo Saka') }) },
      ),
    ).toBe('Arsenal 1 (Saka 23) Chelsea 0');
    expect(
      scoreLine(
        teams,
        { home: 1, away: 1 },
        { side: 'away', text: goalNote({ type: 'PENALTY', minute: 78, player: player('Cole Palmer') }) },
      ),
    ).toBe('Arsenal 1 Chelsea 1 (Palmer 78 pen)');
    expect(goalNote({ type: 'OWN_GOAL', minute: 5, player: player('Ben White') })).toBe('White 5 og');
  });

  it('prints final scores with how the match was decided', () => {
    expect(
      scoreLine(teams, { home: 2, away: 1 }, { side: 'match', text: finalNote(teams, 'NORMAL', null) }),
    ).toBe('Arsenal 2 Chelsea 1 (FT)');
    expect(finalNote(teams, 'EXTRATIME', null)).toBe('AET');
    expect(finalNote(teams, 'PENALTYSHOOTOUT', { home: 3, away: 4 })).toBe(
      'AET, Chelsea win 4-3 on penalties',
    );
    expect(surname('  Luca  Müller ')).toBe('Müller');
  });

  const kickOff = new Date('2026-11-21T15:00:00Z');
  const fixture = (seed: number, knockout = false): VidiprinterMatch => ({
    id: seed,
    seed,
    kickOff,
    knockout,
    homeTeamId: teamByName.get('Arsenal')!.id,
    awayTeamId: teamByName.get('Chelsea')!.id,
    competition: 'Premier League',
    home: 'Arsenal',
    away: 'Chelsea',
    path: `/football/live/${seed}/arsenal-vs-chelsea`,
  });

  it('reports each goal with the score it made, then the final score, in time order', () => {
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const match = fixture(seed);
      const end = new Date(kickOff.getTime() + 4 * 3_600_000);
      const snap = matchAt(match, end);
      if (snap.state !== 'FULLTIME') continue;
      const lines = matchLines(match, end);
      const goals = lines.filter((l) => l.kind === 'goal');
      expect(goals).toHaveLength(snap.homeGoals + snap.awayGoals);
      const last = lines[lines.length - 1]!;
      expect(last.kind).toBe('full-time');
      expect(last.text).toBe(`Arsenal ${snap.homeGoals} Chelsea ${snap.awayGoals} (FT)`);
      const times = lines.map((l) => Date.parse(l.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      for (const g of goals)
        expect(g.text).toMatch(
          /^Arsenal \d+( \([^)]+ \d+( pen| og)?\))? Chelsea \d+( \([^)]+ \d+( pen| og)?\))?$/,
        );
      // Before kick-off there is nothing; half-way through, no final score and only the goals so far.
      expect(matchLines(match, new Date(kickOff.getTime() - 60_000))).toEqual([]);
      const midway = matchLines(match, new Date(kickOff.getTime() + 30 * 60_000));
      expect(
        midway.every((l) => l.kind !== 'full-time' && Date.parse(l.at) <= kickOff.getTime() + 30 * 60_000),
      ).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('names the shootout winner for a cup tie decided on penalties', () => {
    const end = new Date(kickOff.getTime() + 4 * 3_600_000);
    const seed = Array.from({ length: 400 }, (_, i) => i + 1).find(
      (s) => matchAt(fixture(s, true), end).resultType === 'PENALTYSHOOTOUT',
    )!;
    const last = matchLines(fixture(seed, true), end).pop()!;
    expect(last.text).toMatch(/^Arsenal (\d+) Chelsea \1 \(AET, (Arsenal|Chelsea) win \d-\d on penalties\)$/);
  });
});
