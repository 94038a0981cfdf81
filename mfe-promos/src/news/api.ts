import { useQuery } from '@tanstack/react-query';
import {
  apiClient,
  sectionQuery,
  type ArticleListResponse,
  type ArticleResponse,
  type FootballMatch,
  type NewsSection,
  type RaceCardResponse,
} from '@sl/contracts';

const NEWS_PAGE_SIZE = 10;

/** The HTTP status of a failed call made with the shared client (an axios error), if it got an answer. */
function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

// Articles change a few times an hour: read once a minute at most, no refetch on focus.
const CALM = { staleTime: 60_000, refetchOnWindowFocus: false } as const;

/** One page of a section's listing, optionally of one tag: GET /api/content/v1/articles. */
export function useArticleList(section: NewsSection, page: number, tag?: string) {
  return useQuery({
    queryKey: ['content', 'list', section.base, page, tag ?? ''] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ArticleListResponse>(
          `/content/v1/articles?${sectionQuery(section, page, NEWS_PAGE_SIZE, tag)}`,
          { signal },
        )
      ).data,
    ...CALM,
  });
}

/** An article, or null when there is none at that slug (404). */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: ['content', 'article', slug] as const,
    queryFn: async ({ signal }) => {
      try {
        return (
          await apiClient.get<ArticleResponse>(`/content/v1/articles/${encodeURIComponent(slug)}`, { signal })
        ).data.article;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    ...CALM,
  });
}

/** The race an embed names, from the racing service (the free view of the race card). */
export function useEmbeddedRace(raceId: number) {
  return useQuery({
    queryKey: ['content', 'race', raceId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<RaceCardResponse[]>(`/horse-racing/v2/racing/race/${raceId}`, { signal }))
        .data[0] ?? null,
    ...CALM,
    retry: 1,
  });
}

/** The match an embed names, from the football service. */
export function useEmbeddedMatch(matchId: number) {
  return useQuery({
    queryKey: ['content', 'match', matchId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<FootballMatch>(`/football/v2/match/${matchId}`, { signal })).data,
    ...CALM,
    retry: 1,
  });
}
