import { playerPath } from '@sl/contracts';
import { POSITION_NAMES, positionOfShirt } from '@sl/contracts/fantasy';
import { SeededRandom, londonToday } from '@sl/server-kit';
import { scheduledMatchAt } from '../feed/scheduled-clock';
import { COMPETITIONS, competitionById } from '../feed/clubs';
import { seasonSchedule, worldSeed, type ScheduledMatch } from '../feed/schedule';
import { SQUAD_SIZE, playerId, playerName } from '../feed/squads';
import { ratingOf } from '../feed/strength';
import { teamsOf, type TeamDef } from '../feed/teams';
import type { Transfer, TransferClub, TransferFee } from '../../src/transfers/types';
import type { TransferWindow } from './windows';

/** The leagues whose clubs buy and sell in the transfer centre. */
const TRANSFER_LEAGUES = [
  'Premier League',
  'Championship',
  'La Liga',
  'Bundesliga',
  'Serie A',
  'Ligue 1',
  'Scottish Premiership',
  'Eredivisie',
  'Primeira Liga',
  'Belgian Pro League',
  'Saudi Pro League',
] as const;

const DAY_MS = 24 * 3_600_000;
const POOL: readonly TeamDef[] = COMPETITIONS.filter((c) =>
  (TRANSFER_LEAGUES as readonly string[]).includes(c.name),
).flatMap((c) => teamsOf(c.id));

const clubOf = (team: TeamDef): TransferClub => ({
  id: team.id,
  name: team.name,
  league: { id: team.competitionId, name: competitionById.get(team.competitionId)?.name ?? '' },
});

/** New signings come from the squad numbers beyond the first eleven; the targets of rumours wear 2 to 11. */
const SIGNING_SHIRTS = Array.from({ length: SQUAD_SIZE - 11 }, (_, i) => 12 + i);
const TARGET_SHIRTS = Array.from({ length: 10 }, (_, i) => 2 + i);

/** The football season a window's deals count for: the summer window leads into the season of its year. */
const seasonOfWindow = (w: TransferWindow) => (w.kind === 'summer' ? w.year : w.year - 1);

/**
 * When each of a club's players is first seen in the season's match events (a goal, a card, coming on), as the
 * match pages show them: score-only competitions report goals only. Players never seen are absent.
 */
function firstAppearances(teamId: number, season: number, seed = worldSeed()): Map<number, number> {
  const first = new Map<number, number>();
  const mine = seasonSchedule(season, seed).filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
  for (const m of mine) seen(m, teamId, first);
  return first;
}

function seen(m: ScheduledMatch, teamId: number, first: Map<number, number>) {
  const snap = scheduledMatchAt(m, new Date(m.kickOff.getTime() + 4 * 3_600_000));
  for (const e of snap.events) {
    if (Math.floor(e.player.id / 100) !== teamId) continue;
    const at = m.kickOff.getTime();
    if (!first.has(e.player.id) || first.get(e.player.id)! > at) first.set(e.player.id, at);
  }
}

/**
 * A fee from the clubs' standing: a Premier League side pays tens of millions, a Scottish one hundreds of
 * thousands, and a player bought from a much weaker club costs less than one from a peer (Bologna do not pay
 * £79m to Angers).
 */
function feeFor(rng: SeededRandom, buyer: TeamDef, seller: TeamDef): TransferFee {
  const roll = rng.next();
  if (roll < 0.22) return { kind: 'loan' };
  if (roll < 0.34) return { kind: 'free' };
  const stepDown = Math.min(1, Math.exp(1.8 * (ratingOf(seller.id) - ratingOf(buyer.id))));
  const raw = 14 * Math.exp(2.6 * ratingOf(buyer.id)) * stepDown * (0.4 + rng.next() * 1.2);
  const millions =
    raw >= 10
      ? Math.round(raw)
      : raw >= 1
        ? Math.round(raw * 2) / 2
        : Math.max(0.25, Math.round(raw * 4) / 4);
  return { kind: 'fee', millions: Math.min(millions, 110) };
}

function feeText(fee: TransferFee): string {
  if (fee.kind === 'loan') return 'Loan';
  if (fee.kind === 'free') return 'Free';
  return fee.millions < 1 ? `£${Math.round(fee.millions * 1000)}k` : `£${fee.millions}m`;
}

/** A selling club near the buyer's level or below it: players mostly move up. */
function sellerFor(rng: SeededRandom, buyer: TeamDef): TeamDef {
  const r = ratingOf(buyer.id);
  const near = POOL.filter(
    (t) => t.id !== buyer.id && ratingOf(t.id) <= r + 0.15 && ratingOf(t.id) >= r - 0.9,
  );
  return rng.pick(near.length ? near : POOL.filter((t) => t.id !== buyer.id));
}

const day = (ms: number) => londonToday(new Date(ms));

/** A deal planned for a window, whatever the time now: its date decides when it is done. */
interface PlannedDeal {
  id: string;
  playerId: number;
  buyer: TeamDef;
  seller: TeamDef;
  fee: TransferFee;
  /** The instant the deal is announced. */
  at: number;
}

/** A rumour that never comes off: a first-team player linked with another club. */
interface PlannedRumour {
  id: string;
  playerId: number;
  current: TeamDef;
  suitor: TeamDef;
  fee: TransferFee;
  at: number;
  note: string;
}

const CONFIRMED = { summer: 40, january: 24 } as const;
/** Keepers signed in one window at most. */
const MAX_KEEPERS = 3;
const RUMOURS = { summer: 24, january: 16 } as const;
/** Rumours start this long before a window opens. */
const RUMOUR_LEAD_MS = 40 * DAY_MS;

/**
 * The window's done deals, drawn from the world so they agree with it: the player signed is one of the buying
 * club's squad numbers not seen in a match for it before the deal (squads are generated per club, so a signing is
 * a player whose first appearance for his new club comes after he joins). A deal that cannot find such a player
 * in the window is not made.
 */
function plannedDeals(w: TransferWindow, seed = worldSeed()): PlannedDeal[] {
  const rng = new SeededRandom(`transfers:${seed}:${w.id}`);
  const season = seasonOfWindow(w);
  const appearances = new Map<number, Map<number, number>>();
  const used = new Set<number>();
  let keepers = 0;
  const deals: PlannedDeal[] = [];
  for (let i = 0; i < CONFIRMED[w.kind]; i++) {
    const buyer = rng.pick(POOL);
    const seller = sellerFor(rng, buyer);
    const fee = feeFor(rng, buyer, seller);
    const dayRoll = rng.next();
    const shirts = rng.sample(SIGNING_SHIRTS, SIGNING_SHIRTS.length);
    if (!appearances.has(buyer.id)) appearances.set(buyer.id, firstAppearances(buyer.id, season, seed));
    const first = appearances.get(buyer.id)!;
    for (const shirt of shirts) {
      const id = playerId(buyer.id, shirt);
      if (used.has(id)) continue;
      // A club's second keeper never gets a game, so he would always fit: a window signs only a few keepers.
      const keeper = positionOfShirt(shirt) === 'GK';
      if (keeper && keepers >= MAX_KEEPERS) continue;
      // The deal must be done before the day he is first seen for the new club.
      const latest = Math.min(w.closes.getTime(), (first.get(id) ?? Infinity) - DAY_MS);
      if (latest <= w.opens.getTime()) continue;
      // Deadline days are busy: a third of the deals land in the window's last week.
      const span = latest - w.opens.getTime();
      const at =
        w.opens.getTime() +
        span * (dayRoll < 0.33 ? 1 - dayRoll / 0.33 / 4 : ((dayRoll - 0.33) / 0.67) * 0.75);
      used.add(id);
      if (keeper) keepers++;
      deals.push({ id: `${w.id}:d${i}`, playerId: id, buyer, seller, fee, at: Math.floor(at) });
      break;
    }
  }
  return deals;
}

const RUMOUR_NOTES = [
  'Scouts watched him in his last two matches',
  'An opening bid has been turned down',
  'His agent has held talks with the club',
  'Named on a shortlist of three targets',
  'Personal terms would not be a problem',
  'A loan with an option to buy is being discussed',
] as const;

function plannedRumours(w: TransferWindow, seed = worldSeed()): PlannedRumour[] {
  const rng = new SeededRandom(`rumours:${seed}:${w.id}`);
  const from = w.opens.getTime() - RUMOUR_LEAD_MS;
  return Array.from({ length: RUMOURS[w.kind] }, (_, i) => {
    const suitor = rng.pick(POOL);
    const current = sellerFor(rng, suitor);
    const shirt = rng.pick(TARGET_SHIRTS);
    return {
      id: `${w.id}:r${i}`,
      playerId: playerId(current.id, shirt),
      current,
      suitor,
      fee: feeFor(rng, suitor, current),
      at: Math.floor(from + rng.next() * (w.closes.getTime() - from - DAY_MS)),
      note: rng.pick(RUMOUR_NOTES),
    };
  });
}

const positionName = (id: number) => {
  const position = positionOfShirt(id % 100);
  return position ? POSITION_NAMES[position] : 'Player';
};

/** Days before a done deal that the talks are reported. */
const TALKS_LEAD_MS = 7 * DAY_MS;

/** What the transfer centre shows of a window at `now`: done deals, talks about to finish, rumours. */
export function transfersAt(w: TransferWindow, now: Date, seed = worldSeed()): Transfer[] {
  const t = now.getTime();
  const out: Transfer[] = [];
  for (const d of plannedDeals(w, seed)) {
    const name = playerName(d.buyer.id, d.playerId % 100);
    const base = {
      id: d.id,
      window: w.id,
      player: { id: d.playerId, name, position: positionName(d.playerId) },
      from: clubOf(d.seller),
      to: clubOf(d.buyer),
      fee: d.fee,
      feeText: feeText(d.fee),
    };
    if (d.at <= t)
      out.push({
        ...base,
        date: day(d.at),
        status: 'confirmed',
        path: playerPath(name, d.playerId),
        note: `Joined ${d.buyer.name} from ${d.seller.name}`,
      });
    else if (d.at - TALKS_LEAD_MS <= t)
      out.push({
        ...base,
        date: day(d.at - TALKS_LEAD_MS),
        status: 'rumour',
        path: null,
        note: `Talks at an advanced stage: ${d.buyer.name} have agreed terms with ${d.seller.name}`,
      });
  }
  for (const r of plannedRumours(w, seed)) {
    if (r.at > t) continue;
    const closed = t >= w.closes.getTime();
    out.push({
      id: r.id,
      window: w.id,
      player: {
        id: r.playerId,
        name: playerName(r.current.id, r.playerId % 100),
        position: positionName(r.playerId),
      },
      from: clubOf(r.current),
      to: clubOf(r.suitor),
      fee: r.fee,
      feeText: feeText(r.fee),
      date: day(closed ? w.closes.getTime() : r.at),
      status: closed ? 'collapsed' : 'rumour',
      path: playerPath(playerName(r.current.id, r.playerId % 100), r.playerId),
      note: closed ? `Stayed at ${r.current.name} when the window shut` : `${r.note}`,
    });
  }
  return out.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
