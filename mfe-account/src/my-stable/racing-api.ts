import {
  apiClient,
  type ProfileKind,
  type RaceHeadline,
  type RacingProfile,
  isHttpError,
} from '@sl/contracts';

/**
 * Every racing service call My Stable makes, in one place so it is easy to adjust as the racing API grows.
 * Profiles: GET /api/horse-racing/v2/racing/profiles/{horse|jockey|trainer}/{code} lists the races a horse,
 * jockey or trainer has entries in. Races: GET /api/horse-racing/v2/racing/race/{raceId} answers [race].
 */
/** One race a followed horse, jockey or trainer is entered in, as the profile answer lists it. */
export type ProfileEntry = RacingProfile['entries'][number];

/** A followed race as the race answer heads it, with its state once it has one. */
export type RaceSummary = RaceHeadline & { state?: string };

const notFound = (error: unknown) => isHttpError(error) && error.response?.status === 404;

/** The entries of a followed horse, jockey or trainer; none when the racing service knows no such profile. */
export async function profileEntries(kind: ProfileKind, code: string): Promise<ProfileEntry[]> {
  try {
    const { data } = await apiClient.get<{ entries?: ProfileEntry[] }>(
      `/horse-racing/v2/racing/profiles/${kind}/${encodeURIComponent(code)}`,
    );
    return Array.isArray(data.entries) ? data.entries : [];
  } catch (error) {
    if (notFound(error)) return [];
    throw error;
  }
}

/** A followed race; null when it is no longer on the racing service. */
export async function raceSummary(raceId: string): Promise<RaceSummary | null> {
  try {
    const { data } = await apiClient.get<RaceSummary[]>(
      `/horse-racing/v2/racing/race/${encodeURIComponent(raceId)}`,
    );
    return data[0] ?? null;
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}
