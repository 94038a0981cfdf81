import { Type, type Static } from 'typebox';
import {
  FANTASY_POSITIONS,
  type FantasyGameweeksResponse,
  type FantasyLeagueResponse,
  type FantasyPlayersResponse,
  type FantasyTeamResponse,
} from '@sl/contracts/fantasy';
import { oneOf, type Same } from '@sl/server-kit';

const Club = Type.Object({ id: Type.Number(), name: Type.String(), abbrev: Type.String() });
const GameweekStatus = oneOf(['upcoming', 'live', 'finished']);
const Nullable = Type.Union([Type.Number(), Type.Null()]);

export const FantasyPlayersSchema = Type.Object({
  players: Type.Array(
    Type.Object({
      id: Type.Number(),
      name: Type.String(),
      shirt: Type.Number(),
      position: oneOf(FANTASY_POSITIONS),
      club: Club,
      price: Type.Number(),
      totalPoints: Type.Number(),
    }),
  ),
  clubs: Type.Array(Club),
});

export const FantasyGameweeksSchema = Type.Object({
  gameweeks: Type.Array(
    Type.Object({ number: Type.Number(), deadline: Type.String(), status: GameweekStatus }),
  ),
  next: Nullable,
  current: Nullable,
});

export const FantasyLeagueSchema = Type.Object({
  entries: Type.Array(
    Type.Object({
      rank: Type.Number(),
      teamName: Type.String(),
      total: Type.Number(),
      latest: Type.Number(),
    }),
  ),
  total: Type.Number(),
  currentGameweek: Nullable,
});

export const FantasyTeamSchema = Type.Object({
  team: Type.Union([
    Type.Object({
      name: Type.String(),
      picks: Type.Array(Type.Object({ playerId: Type.Number(), starting: Type.Boolean() })),
      captainId: Type.Number(),
      fromGameweek: Type.Number(),
      value: Type.Number(),
    }),
    Type.Null(),
  ]),
  points: Type.Array(Type.Object({ gameweek: Type.Number(), status: GameweekStatus, points: Type.Number() })),
  total: Type.Number(),
  rank: Nullable,
  entries: Type.Number(),
});

const _players: Same<Static<typeof FantasyPlayersSchema>, FantasyPlayersResponse> = true;
const _gameweeks: Same<Static<typeof FantasyGameweeksSchema>, FantasyGameweeksResponse> = true;
const _league: Same<Static<typeof FantasyLeagueSchema>, FantasyLeagueResponse> = true;
const _team: Same<Static<typeof FantasyTeamSchema>, FantasyTeamResponse> = true;
