import { positionOfShirt, type FantasyPosition } from '@sl/contracts/fantasy';
import { planMatch } from '../feed/clock';
import { shirtOfPlayer } from '../feed/squads';
import { plPlayers } from './players';

/**
 * Fantasy positions must agree with the world: over many Premier League matches the feed never has a keeper
 * score, get booked or come off, own goals go to defenders, and goals to forwards and midfielders.
 */
describe('fantasy positions agree with the match feed', () => {
  const clubs = [...new Set(plPlayers().map((p) => p.club.id))];
  const events = Array.from(
    { length: 600 },
    (_, i) =>
      planMatch({
        seed: 9_000_000 + i,
        kickOff: new Date(0),
        knockout: i % 5 === 0,
        homeTeamId: clubs[i % clubs.length]!,
        awayTeamId: clubs[(i * 7 + 3) % clubs.length]!,
      }).events,
  ).flat();
  const positionsOf = (types: string[]) => {
    const counts: Record<FantasyPosition, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
    for (const e of events)
      if (types.includes(e.type)) counts[positionOfShirt(shirtOfPlayer(e.player.id))!]++;
    return counts;
  };

  it('no goalkeeper scores, is booked, sent off or substituted', () => {
    expect(events.length).toBeGreaterThan(5000);
    expect(events.filter((e) => positionOfShirt(shirtOfPlayer(e.player.id)) === 'GK')).toEqual([]);
  });

  it('goals go to forwards and midfielders, a forward more often than a midfielder; own goals to defenders', () => {
    const goals = positionsOf(['GOAL', 'PENALTY']);
    // Two forwards and four midfielders start: per player, forwards score about half as much again.
    expect(goals.FWD / 2).toBeGreaterThan((goals.MID / 4) * 1.2);
    expect(goals.DEF).toBeLessThan((goals.FWD + goals.MID) * 0.02);
    const own = positionsOf(['OWN_GOAL']);
    expect(own.DEF).toBeGreaterThan(0);
    expect(own.MID + own.FWD).toBeLessThan(own.DEF * 0.05);
  });

  it('a squad of 25 has two keepers, eight defenders, ten midfielders and five forwards', () => {
    const club = plPlayers().filter((p) => p.club.id === clubs[0]);
    expect(club).toHaveLength(25);
    const counts = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
    for (const p of club) counts[p.position]++;
    expect(counts).toEqual({ GK: 2, DEF: 8, MID: 10, FWD: 5 });
  });
});
