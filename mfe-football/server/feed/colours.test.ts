import { CREST_PATTERNS, CREST_SHAPES } from '@sl/contracts';
import { contrast, teamColours } from './colours';
import { INTERNATIONALS_ID } from './internationals';
import { TEAMS } from './teams';

const HEX = /^#[0-9A-F]{6}$/;

/** Straight-line distance of two hex colours in RGB (0 to 441). */
const distance = (a: string, b: string) =>
  Math.hypot(...[1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)));

describe('team colours', () => {
  it('every team the feed has wears colours a crest can draw', () => {
    const missing = TEAMS.filter((t) => !teamColours(t.name)).map((t) => t.name);
    expect(missing).toEqual([]);
    for (const team of TEAMS) {
      const c = teamColours(team.name)!;
      expect(c.primary).toMatch(HEX);
      expect(c.secondary).toMatch(HEX);
      expect(CREST_PATTERNS).toContain(c.pattern);
      expect(CREST_SHAPES).toContain(c.shape);
      // Two colours the eye can tell apart, or a stripe or hoop would vanish.
      expect({ team: team.name, far: distance(c.primary, c.secondary) > 100 }).toEqual({
        team: team.name,
        far: true,
      });
    }
  });

  it('initials on every crest are readable (at least 3:1 against the shirt)', () => {
    for (const team of TEAMS) {
      const c = teamColours(team.name)!;
      expect({ team: team.name, readable: contrast(c.primary, c.text) >= 3 }).toEqual({
        team: team.name,
        readable: true,
      });
    }
  });

  it('draws nations round and clubs otherwise, so a country never looks like a club', () => {
    for (const team of TEAMS) {
      const shape = teamColours(team.name)!.shape;
      if (team.competitionId === INTERNATIONALS_ID) expect(shape).toBe('round');
    }
  });

  it.each([
    ['Arsenal', '#EF0107', '#FFFFFF', 'plain'],
    ['Newcastle United', '#111111', '#FFFFFF', 'stripes'],
    ['Celtic', '#018749', '#FFFFFF', 'hoops'],
    ['Queens Park Rangers', '#1D5BA4', '#FFFFFF', 'hoops'],
    ['Wycombe Wanderers', '#0A2240', '#7FB2E5', 'quarters'],
    ['Barcelona', '#004D98', '#A50044', 'stripes'],
    ['Juventus', '#FFFFFF', '#111111', 'stripes'],
    ['Airdrieonians', '#FFFFFF', '#E2231A', 'chevron'],
    ['Norwich City', '#FFF200', '#00A650', 'plain'],
  ])('%s wears %s and %s (%s)', (name, primary, secondary, pattern) => {
    expect(teamColours(name)).toMatchObject({ primary, secondary, pattern });
  });

  it("a women's side wears its club's colours", () => {
    expect(teamColours('Chelsea Women')).toEqual(teamColours('Chelsea'));
    expect(teamColours('Tottenham Hotspur Women')?.primary).toBe('#FFFFFF');
  });

  it("Spurs' initials are navy on white, not black", () => {
    expect(teamColours('Tottenham Hotspur')?.text).toBe('#132257');
  });

  it('an unknown team has no colours rather than a made-up crest', () => {
    expect(teamColours('Nowhere Athletic')).toBeUndefined();
  });
});
