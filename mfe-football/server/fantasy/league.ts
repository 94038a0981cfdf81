import {
  currentGameweek,
  gameweekStatus,
  gameweekTeamScore,
  type FantasyGameweekPoints,
} from '@sl/contracts/fantasy';
import { positionOfPlayer } from './players';
import type { StoredSelection } from './repository';
import type { SeasonScores } from './scoring';

export interface Standing {
  memberSub: string;
  teamName: string;
  latestSelection: StoredSelection;
  points: FantasyGameweekPoints[];
  total: number;
  /** Points in the latest gameweek that has started. */
  latest: number;
  rank: number;
}

/** A member's points per started gameweek, each from the selection in force for it (none before their first). */
function memberPoints(selections: readonly StoredSelection[], scores: SeasonScores, now: Date) {
  const points: FantasyGameweekPoints[] = [];
  for (const gameweek of scores.gameweeks) {
    const status = gameweekStatus(gameweek, now);
    if (status === 'upcoming') continue;
    const selection = [...selections].reverse().find((s) => s.fromGameweek <= gameweek.number);
    if (!selection) continue;
    const week = scores.byGameweek.get(gameweek.number) ?? new Map();
    const { points: total } = gameweekTeamScore(selection.picks, selection.captainId, positionOfPlayer, week);
    points.push({ gameweek: gameweek.number, status, points: total });
  }
  return points;
}

/** All members' teams ranked by total points (equal totals share a rank; then by team name). */
export function standings(
  selections: readonly StoredSelection[],
  scores: SeasonScores,
  now: Date,
): Standing[] {
  const byMember = new Map<string, StoredSelection[]>();
  for (const s of selections) byMember.set(s.memberSub, [...(byMember.get(s.memberSub) ?? []), s]);
  const current = currentGameweek(scores.gameweeks, now)?.number ?? null;
  const rows = [...byMember.entries()].map(([memberSub, list]) => {
    const sorted = [...list].sort((a, b) => a.fromGameweek - b.fromGameweek);
    const points = memberPoints(sorted, scores, now);
    const latestSelection = sorted[sorted.length - 1]!;
    return {
      memberSub,
      teamName: latestSelection.name,
      latestSelection,
      points,
      total: points.reduce((sum, p) => sum + p.points, 0),
      latest: points.find((p) => p.gameweek === current)?.points ?? 0,
      rank: 0,
    };
  });
  rows.sort(
    (a, b) =>
      b.total - a.total || a.teamName.localeCompare(b.teamName) || a.memberSub.localeCompare(b.memberSub),
  );
  rows.forEach((row, i) => {
    row.rank = i > 0 && rows[i - 1]!.total === row.total ? rows[i - 1]!.rank : i + 1;
  });
  return rows;
}
