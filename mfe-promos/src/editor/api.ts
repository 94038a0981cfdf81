import {
  apiClient,
  authScheme,
  authStore,
  type Article,
  type ArticleInput,
  type ArticleSummary,
} from '@sl/contracts';

/** The editors' API (/api/content/v1/editor), with the member's access token from the shared session. */
async function authorised() {
  const state = authStore.getState();
  const token = await state.actions.getAccessToken();
  if (!token) throw new Error('Your session has ended: please sign in again.');
  return { headers: { Authorization: `${authScheme(state.isMigrated)} ${token}` } };
}

/** The service's own message for a refused call ("title must be at least 5 characters; ..."). */
export function messageOf(error: unknown): string {
  const response = (
    error as { response?: { status?: number; data?: { error?: { message?: string } } } } | null
  )?.response;
  if (response?.data?.error?.message) return response.data.error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong: please try again.';
}

export const statusOfError = (error: unknown) =>
  (error as { response?: { status?: number } } | null)?.response?.status;

const BASE = '/content/v1/editor/articles';

export const editorApi = {
  async list(): Promise<ArticleSummary[]> {
    return (await apiClient.get<{ articles: ArticleSummary[] }>(BASE, await authorised())).data.articles;
  },
  async get(id: string): Promise<Article> {
    return (await apiClient.get<{ article: Article }>(`${BASE}/${id}`, await authorised())).data.article;
  },
  async create(input: ArticleInput, publish: boolean): Promise<Article> {
    return (await apiClient.post<{ article: Article }>(BASE, { ...input, publish }, await authorised())).data
      .article;
  },
  async update(id: string, input: ArticleInput): Promise<Article> {
    return (await apiClient.put<{ article: Article }>(`${BASE}/${id}`, input, await authorised())).data
      .article;
  },
  async action(id: string, action: 'publish' | 'unpublish'): Promise<Article> {
    return (await apiClient.post<{ article: Article }>(`${BASE}/${id}/${action}`, {}, await authorised()))
      .data.article;
  },
  async schedule(id: string, publishAt: string): Promise<Article> {
    return (
      await apiClient.post<{ article: Article }>(`${BASE}/${id}/schedule`, { publishAt }, await authorised())
    ).data.article;
  },
};
