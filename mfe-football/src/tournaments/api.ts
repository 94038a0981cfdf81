import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@sl/contracts';
import type { TournamentResponse, TournamentsResponse } from './types';

const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;

export const useTournaments = () =>
  useQuery({
    queryKey: ['football', 'tournaments'] as const,
    queryFn: ({ signal }) => get<TournamentsResponse>('/football/v1/tournaments', signal),
    refetchInterval: 300_000,
  });

export const useTournament = (slug: string) =>
  useQuery({
    queryKey: ['football', 'tournament', slug] as const,
    queryFn: ({ signal }) => get<TournamentResponse>(`/football/v1/tournaments/${slug}`, signal),
    refetchInterval: 60_000,
    retry: false,
  });
