import { Type, type Static } from 'typebox';
import { FANTASY_POSITIONS } from '@sl/contracts/fantasy';
import { FORMATIONS, type FormResult, type MatchCentre, type TeamProfile } from '@sl/contracts/match-centre';
import { oneOf, type Same } from '@sl/server-kit';
import { FootballCompetitionSchema, LeagueTableRowSchema, TeamRefSchema } from './match';

const Player = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  shirt: Type.Number(),
  position: oneOf(FANTASY_POSITIONS),
});

const LineupSide = Type.Object({
  team: TeamRefSchema,
  formation: oneOf(FORMATIONS),
  lines: Type.Array(Type.Array(Player)),
  substitutes: Type.Array(Player),
  manager: Type.Union([Type.String(), Type.Null()]),
});

const StatPair = Type.Object({ home: Type.Number(), away: Type.Number() });
const Stats = Type.Object({
  possession: StatPair,
  shots: StatPair,
  shotsOnTarget: StatPair,
  corners: StatPair,
  fouls: StatPair,
  offsides: StatPair,
  yellowCards: StatPair,
  redCards: StatPair,
});

const FormResultSchema = Type.Object({
  matchId: Type.Number(),
  date: Type.String(),
  competitionName: Type.String(),
  venue: oneOf(['H', 'A']),
  opponent: TeamRefSchema,
  goalsFor: Type.Number(),
  goalsAgainst: Type.Number(),
  result: oneOf(['W', 'D', 'L']),
});

const Prices = { home: Type.String(), draw: Type.String(), away: Type.String() };

export const MatchCentreSchema = Type.Object({
  matchId: Type.Number(),
  coverage: oneOf(['full', 'score']),
  lineups: Type.Union([
    Type.Object({ status: oneOf(['predicted', 'confirmed']), home: LineupSide, away: LineupSide }),
    Type.Null(),
  ]),
  stats: Type.Union([Stats, Type.Null()]),
  headToHead: Type.Object({
    meetings: Type.Array(
      Type.Object({
        matchId: Type.Number(),
        date: Type.String(),
        competitionName: Type.String(),
        home: TeamRefSchema,
        away: TeamRefSchema,
        homeGoals: Type.Number(),
        awayGoals: Type.Number(),
      }),
    ),
    homeWins: Type.Number(),
    draws: Type.Number(),
    awayWins: Type.Number(),
  }),
  form: Type.Object({ home: Type.Array(FormResultSchema), away: Type.Array(FormResultSchema) }),
  table: Type.Union([
    Type.Object({
      competitionId: Type.Number(),
      competitionName: Type.String(),
      group: Type.Union([Type.String(), Type.Null()]),
      rows: Type.Array(LeagueTableRowSchema),
    }),
    Type.Null(),
  ]),
  match_odds_grid: Type.Union([
    Type.Object({
      bookmakers: Type.Array(
        Type.Object({ bookmakerId: Type.Number(), bookmakerName: Type.String(), ...Prices }),
      ),
      best: Type.Object(Prices),
    }),
    Type.Null(),
  ]),
});

export const TeamProfileSchema = Type.Object({
  team: Type.Object({ ...TeamRefSchema.properties, competitionId: Type.Number() }),
  competition: Type.Union([FootballCompetitionSchema, Type.Null()]),
  standing: Type.Union([
    Type.Object({
      competitionId: Type.Number(),
      competitionName: Type.String(),
      group: Type.Union([Type.String(), Type.Null()]),
      row: LeagueTableRowSchema,
      rows: Type.Array(LeagueTableRowSchema),
      size: Type.Number(),
    }),
    Type.Null(),
  ]),
  form: Type.Array(FormResultSchema),
  squad: Type.Array(Player),
});

const _form: Same<Static<typeof FormResultSchema>, FormResult> = true;
const _centre: Same<Static<typeof MatchCentreSchema>, MatchCentre> = true;
const _profile: Same<Static<typeof TeamProfileSchema>, TeamProfile> = true;
