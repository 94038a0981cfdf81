import { Type, type Static } from 'typebox';
import {
  CREST_PATTERNS,
  CREST_SHAPES,
  MATCH_EVENT_TYPES,
  MATCH_STATES,
  type FootballCompetition,
  type FootballMatch,
  type FootballTeam,
  type LeagueTable,
  type MatchList,
  type NextMatchResponse,
  type QuickLinkFootballItem,
  type TeamColours,
  type TeamRef,
} from '@sl/contracts';
import { oneOf, type Same } from '@sl/server-kit';

const TeamColoursSchema = Type.Object({
  primary: Type.String(),
  secondary: Type.String(),
  text: Type.String(),
  pattern: oneOf(CREST_PATTERNS),
  shape: oneOf(CREST_SHAPES),
});

export const TeamRefSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  teamAbrevName: Type.String(),
  colours: Type.Optional(TeamColoursSchema),
});

const TeamScoreSchema = Type.Object({
  team: TeamRefSchema,
  score: Type.Array(Type.Object({ score: Type.Number() })),
});
const MatchStateSchema = oneOf(MATCH_STATES);
const Prices = Type.Object({ home: Type.String(), draw: Type.String(), away: Type.String() });

export const FootballMatchSchema = Type.Object({
  match_reference: Type.Object({ id: Type.Number() }),
  match_date: Type.String(),
  match_time: Type.String(),
  kick_off: Type.String(),
  state: MatchStateSchema,
  clock: Type.String(),
  match_type: Type.String(),
  round: Type.Object({ round_type: Type.String(), round_number: Type.Number() }),
  match_outcome: Type.Object({
    result_type: Type.Union([oneOf(['NORMAL', 'EXTRATIME', 'PENALTYSHOOTOUT']), Type.Null()]),
    winner: Type.Union([TeamRefSchema, Type.Null()]),
  }),
  team_score_a: TeamScoreSchema,
  team_score_b: TeamScoreSchema,
  penalty_shootout_score: Type.Union([
    Type.Object({ home: Type.Number(), away: Type.Number() }),
    Type.Null(),
  ]),
  homeGoals: Type.Number(),
  awayGoals: Type.Number(),
  events: Type.Array(
    Type.Object({
      type: oneOf(MATCH_EVENT_TYPES),
      minute: Type.Number(),
      side: oneOf(['home', 'away']),
      player: Type.Object({ id: Type.Number(), name: Type.String() }),
    }),
  ),
  competition: Type.Object({
    competition_reference: Type.Object({ id: Type.Number() }),
    name: Type.String(),
    sort_order: Type.Number(),
  }),
  group: Type.Union([Type.String(), Type.Null()]),
  match_betting_market: Type.Union([Prices, Type.Null()]),
});

export const MatchListSchema = Type.Object({ matches: Type.Array(FootballMatchSchema) });

export const QuickLinkItemsSchema = Type.Array(
  Type.Object({
    match_reference: Type.Object({ id: Type.Number() }),
    team_score_a: TeamScoreSchema,
    team_score_b: TeamScoreSchema,
    statePriority: oneOf([1, 2, 3]),
    match_outcome: Type.Object({
      result_type: Type.Union([Type.String(), Type.Null()]),
      winner: Type.Union([Type.Object({ teamAbrevName: Type.String() }), Type.Null()]),
    }),
    state: MatchStateSchema,
    clock: Type.String(),
    match_time: Type.String(),
  }),
);

const NextMatchTeam = Type.Object({
  team_id: Type.Number(),
  team_name: Type.String(),
  teamAbrevName: Type.Optional(Type.String()),
  colours: Type.Optional(TeamColoursSchema),
});
export const NextMatchSchema = Type.Object({
  next_match: Type.Object({
    team: Type.Object({ id: Type.Number(), name: Type.String() }),
    match: Type.Object({ match_id: Type.Number(), home_team: NextMatchTeam, away_team: NextMatchTeam }),
  }),
});

export const FootballCompetitionSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  sort_order: Type.Number(),
  hasTable: Type.Boolean(),
  groups: Type.Array(Type.String()),
});

export const FootballTeamSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  teamAbrevName: Type.String(),
  competitionId: Type.Number(),
  colours: Type.Optional(TeamColoursSchema),
});

export const LeagueTableRowSchema = Type.Object({
  position: Type.Number(),
  team: TeamRefSchema,
  played: Type.Number(),
  won: Type.Number(),
  drawn: Type.Number(),
  lost: Type.Number(),
  goalsFor: Type.Number(),
  goalsAgainst: Type.Number(),
  goalDifference: Type.Number(),
  points: Type.Number(),
  movement: Type.Number(),
});

export const FootballSeasonSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  slug: Type.String(),
  current: Type.Boolean(),
});

export const LeagueTableSchema = Type.Object({
  competition: FootballCompetitionSchema,
  groups: Type.Array(
    Type.Object({ name: Type.Union([Type.String(), Type.Null()]), rows: Type.Array(LeagueTableRowSchema) }),
  ),
  season: Type.Optional(FootballSeasonSchema),
});

// Drift between a schema and its contract type is a compile error (the schema serialises, dropping what it omits).
const _colours: Same<Static<typeof TeamColoursSchema>, TeamColours> = true;
const _team: Same<Static<typeof TeamRefSchema>, TeamRef> = true;
const _match: Same<Static<typeof FootballMatchSchema>, FootballMatch> = true;
const _list: Same<Static<typeof MatchListSchema>, MatchList> = true;
const _links: Same<Static<typeof QuickLinkItemsSchema>, QuickLinkFootballItem[]> = true;
const _next: Same<Static<typeof NextMatchSchema>, NextMatchResponse> = true;
const _competition: Same<Static<typeof FootballCompetitionSchema>, FootballCompetition> = true;
const _footballTeam: Same<Static<typeof FootballTeamSchema>, FootballTeam> = true;
const _table: Same<Static<typeof LeagueTableSchema>, LeagueTable> = true;
