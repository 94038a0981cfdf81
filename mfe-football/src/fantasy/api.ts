import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, authScheme, authStore, useAuth, isHttpError } from '@sl/contracts';
import {
  FANTASY_API,
  type FantasyGameweeksResponse,
  type FantasyLeagueResponse,
  type FantasyPlayersResponse,
  type FantasyTeamInput,
  type FantasyTeamResponse,
} from '@sl/contracts/fantasy';

const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;

/** The member's Authorization header, with the token the shell keeps (refreshed there when it has expired). */
async function memberHeaders(): Promise<Record<string, string>> {
  const state = authStore.getState();
  const getAccessToken = (state.actions as Partial<typeof state.actions>).getAccessToken;
  const token = typeof getAccessToken === 'function' ? await getAccessToken() : null;
  if (!token) throw new Error('Sign in to pick a fantasy team.');
  return { Authorization: `${authScheme(authStore.getState().isMigrated)} ${token}` };
}

/** The service's own message for a refused request ({ error: { message } }), or a plain one. */
export function errorMessage(error: unknown): string {
  if (isHttpError<{ error?: { message?: string } }>(error)) {
    const message = error.response?.data?.error?.message;
    if (message) return message;
  }
  return error instanceof Error && !isHttpError(error)
    ? error.message
    : 'Something went wrong: please try again.';
}

const KEYS = {
  players: (query: string) => ['football', 'fantasy', 'players', query] as const,
  league: (limit: number) => ['football', 'fantasy', 'league', limit] as const,
  gameweeks: ['football', 'fantasy', 'gameweeks'] as const,
  team: (sub: string | undefined) => ['football', 'fantasy', 'team', sub ?? null] as const,
};

/** Every Premier League player (sorted by price) or a slice: `query` is the query string, e.g. `sort=points&limit=10`. */
export const useFantasyPlayers = (query = '') =>
  useQuery({
    queryKey: KEYS.players(query),
    queryFn: ({ signal }) =>
      get<FantasyPlayersResponse>(`${FANTASY_API.players}${query ? `?${query}` : ''}`, signal),
    staleTime: 60_000,
  });

export const useFantasyLeague = (limit: number) =>
  useQuery({
    queryKey: KEYS.league(limit),
    queryFn: ({ signal }) => get<FantasyLeagueResponse>(`${FANTASY_API.league}?limit=${limit}`, signal),
    staleTime: 30_000,
  });

export const useFantasyGameweeks = () =>
  useQuery({
    queryKey: KEYS.gameweeks,
    queryFn: ({ signal }) => get<FantasyGameweeksResponse>(FANTASY_API.gameweeks, signal),
    staleTime: 60_000,
  });

/** The signed-in member's team, points and rank; idle for visitors. */
export function useMyFantasyTeam() {
  const sub = useAuth((s) => (s.loggedIn ? s.user?.sub : undefined));
  return useQuery({
    queryKey: KEYS.team(sub),
    enabled: sub !== undefined,
    queryFn: async ({ signal }) =>
      (await apiClient.get<FantasyTeamResponse>(FANTASY_API.team, { signal, headers: await memberHeaders() }))
        .data,
    retry: false,
  });
}

/** Saves the member's team; the league and the member's own answer are fetched again after. */
export function useSaveFantasyTeam() {
  const client = useQueryClient();
  const sub = useAuth((s) => s.user?.sub);
  return useMutation({
    mutationFn: async (team: FantasyTeamInput) =>
      (await apiClient.put<FantasyTeamResponse>(FANTASY_API.team, team, { headers: await memberHeaders() }))
        .data,
    onSuccess: async (saved) => {
      client.setQueryData(KEYS.team(sub), saved);
      await client.invalidateQueries({ queryKey: ['football', 'fantasy', 'league'] });
    },
  });
}
