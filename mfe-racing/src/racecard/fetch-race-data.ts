import type { AxiosInstance } from 'axios';
import type { RaceCardResponse } from '@sl/contracts';

export interface RaceDataDeps {
  client: Pick<AxiosInstance, 'get'>;
  /** Called when a call made with a product token fails, so the next call asks for a fresh token. */
  clearToken: () => void;
}

/**
 * The race data call (document 1, section 7): headers accept and x-token; the answer is an array whose first item
 * is the race. On failure the product token is cleared and empty race data (null) is returned, as the spec says,
 * so the page shows its "not available" state instead of an error boundary. A cancelled call is not a failure.
 */
export async function fetchRaceData(
  raceId: string,
  productToken: string | null,
  deps: RaceDataDeps,
  signal?: AbortSignal,
): Promise<RaceCardResponse | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (productToken) headers['x-token'] = productToken;
  try {
    const response = await deps.client.get<RaceCardResponse[]>(`/horse-racing/v2/racing/race/${raceId}`, {
      signal,
      headers,
    });
    return response.data[0] ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (productToken) deps.clearToken();
    return null;
  }
}
