import { Type, type Static } from 'typebox';
import { oneOf, type Same } from '@sl/server-kit';
import type { TournamentResponse, TournamentsResponse } from '../../src/tournaments/types';
import { FootballMatchSchema, LeagueTableSchema } from './match';

const TournamentSummarySchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  slug: Type.String(),
  kind: oneOf(['cup', 'european', 'international']),
  season: Type.String(),
  currentRound: Type.Union([Type.String(), Type.Null()]),
  winner: Type.Union([Type.String(), Type.Null()]),
});

export const TournamentsSchema = Type.Object({ tournaments: Type.Array(TournamentSummarySchema) });

export const TournamentSchema = Type.Object({
  tournament: TournamentSummarySchema,
  rounds: Type.Array(
    Type.Object({
      name: Type.String(),
      number: Type.Number(),
      status: oneOf(['complete', 'in-progress', 'drawn', 'to-be-drawn']),
      from: Type.String(),
      to: Type.String(),
      ties: Type.Number(),
      matches: Type.Array(FootballMatchSchema),
    }),
  ),
  table: Type.Union([LeagueTableSchema, Type.Null()]),
  draw: Type.Union([
    Type.Object({ round: Type.String(), state: oneOf(['made', 'pending']), text: Type.String() }),
    Type.Null(),
  ]),
});

const _list: Same<Static<typeof TournamentsSchema>, TournamentsResponse> = true;
const _one: Same<Static<typeof TournamentSchema>, TournamentResponse> = true;
