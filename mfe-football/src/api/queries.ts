import { useQuery } from '@tanstack/react-query';
import {
  NEXT_MATCH_POLL_MS,
  QUICK_LINKS_POLL_MS,
  PROMO_BANNERS_QUERY_KEY,
  apiClient,
  fetchPromoBanners,
  type FootballCompetition,
  type FootballMatch,
  type FootballSeason,
  type FootballTeam,
  type LeagueTable,
  type MatchList,
  type NextMatchResponse,
  type QuickLinkFootballItem,
} from '@sl/contracts';
import { useFootballLive } from '../live/useFootballLive';

const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;

// Live queries refetch when football's live stream says something changed (useFootballLive), and poll on the
// spec's cadences beside it: quick links every 30 s, the rest on the generic 60 s default of the query client.

export const useQuickLinks = (date: string) => {
  useFootballLive();
  return useQuery({
    queryKey: ['football', 'quick-links', date] as const,
    queryFn: ({ signal }) => get<QuickLinkFootballItem[]>(`/football/v2/quick-links/${date}`, signal),
    refetchInterval: QUICK_LINKS_POLL_MS,
    retry: false,
  });
};

export const useMatchesOn = (date: string) => {
  useFootballLive();
  return useQuery({
    queryKey: ['football', 'matches', 'date', date] as const,
    queryFn: ({ signal }) => get<MatchList>(`/football/v2/matches/date/${date}`, signal),
  });
};

export const useCompetitions = () =>
  useQuery({
    queryKey: ['football', 'competitions'] as const,
    queryFn: ({ signal }) => get<FootballCompetition[]>('/football/v2/competitions', signal),
    staleTime: 3_600_000,
    refetchInterval: false,
  });

export const useMonth = (month: string, competitionId?: number) => {
  useFootballLive();
  return useQuery({
    queryKey: ['football', 'month', month, competitionId ?? null] as const,
    queryFn: ({ signal }) =>
      get<MatchList>(
        `/football/v2/matches/month/${month}${competitionId ? `?competitionId=${competitionId}` : ''}`,
        signal,
      ),
  });
};

export const useTeam = (teamId: number) =>
  useQuery({
    queryKey: ['football', 'team', teamId] as const,
    queryFn: ({ signal }) =>
      get<{ team: FootballTeam; competition: FootballCompetition | null; matches: FootballMatch[] }>(
        `/football/v2/teams/${teamId}`,
        signal,
      ),
  });

export const useNextMatch = (teamId?: number, competitionId?: number) =>
  useQuery({
    queryKey: ['football', 'next-match', teamId ?? null, competitionId ?? null] as const,
    queryFn: ({ signal }) =>
      get<NextMatchResponse>(`/football/v2/team/next-match/${teamId}/${competitionId}`, signal),
    enabled: !!teamId && !!competitionId,
    refetchInterval: NEXT_MATCH_POLL_MS,
    retry: false,
  });

export const useLeagueTable = (competitionId: number) =>
  useQuery({
    queryKey: ['football', 'table', competitionId] as const,
    queryFn: ({ signal }) => get<LeagueTable>(`/football/v2/league-tables/${competitionId}`, signal),
    retry: false,
  });

export const useSeasons = (competitionId: number) =>
  useQuery({
    queryKey: ['football', 'seasons', competitionId] as const,
    queryFn: ({ signal }) =>
      get<{ competition: FootballCompetition; seasons: FootballSeason[] }>(
        `/football/v2/league-tables/${competitionId}/seasons`,
        signal,
      ),
    staleTime: 3_600_000,
    refetchInterval: false,
    retry: false,
  });

export const useSeasonTable = (competitionId: number, seasonId: number) =>
  useQuery({
    queryKey: ['football', 'table', competitionId, 'season', seasonId] as const,
    queryFn: ({ signal }) =>
      get<LeagueTable>(`/football/v2/league-tables/${competitionId}/seasons/${seasonId}`, signal),
    retry: false,
  });

export const useMatch = (matchId: number) => {
  useFootballLive();
  return useQuery({
    queryKey: ['football', 'match', matchId] as const,
    queryFn: ({ signal }) => get<FootballMatch>(`/football/v2/match/${matchId}`, signal),
    retry: false,
  });
};

export const usePlayer = (playerId: number) =>
  useQuery({
    queryKey: ['football', 'player', playerId] as const,
    queryFn: ({ signal }) =>
      get<{ player: { id: number; name: string; shirt: number }; team: FootballTeam }>(
        `/football/v2/players/${playerId}`,
        signal,
      ),
    retry: false,
  });

/**
 * The enabled promos with their sign-post config entries, as the promos service answers them (the promos
 * section owns that configuration; football only reads it). Once per page load, like the banners themselves:
 * a release manager's change shows on the next load. A failure only costs the sign-posts.
 */
export const usePromoBanners = () =>
  useQuery({
    queryKey: PROMO_BANNERS_QUERY_KEY,
    queryFn: ({ signal }) => fetchPromoBanners(signal),
    staleTime: Infinity,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    retry: false,
  });
