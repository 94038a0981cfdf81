import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@sl/contracts';
import { teamProfileApiPath, type TeamProfile } from '@sl/contracts/match-centre';

/** The team's standing, league form and squad (its matches come from useTeam). */
export const useTeamProfile = (teamId: number) =>
  useQuery({
    queryKey: ['football', 'team-profile', teamId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<TeamProfile>(teamProfileApiPath(teamId), { signal })).data,
    enabled: Number.isInteger(teamId),
    retry: false,
  });
