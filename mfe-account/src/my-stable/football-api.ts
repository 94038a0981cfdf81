import { apiClient, type FootballMatch, isHttpError } from '@sl/contracts';

/**
 * Every football service call My Stable makes, in one place so it is easy to adjust.
 * GET /api/football/v2/match/{matchId} answers the match with its live state, clock and score.
 */
export async function matchById(matchId: string): Promise<FootballMatch | null> {
  try {
    const { data } = await apiClient.get<FootballMatch>(`/football/v2/match/${encodeURIComponent(matchId)}`);
    return data;
  } catch (error) {
    if (isHttpError(error) && (error.response?.status === 404 || error.response?.status === 400)) return null;
    throw error;
  }
}
