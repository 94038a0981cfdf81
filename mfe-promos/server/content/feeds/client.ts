/** A feed answered something other than 200 with JSON, or did not answer in time. */
export class FeedUnavailable extends Error {
  override name = 'FeedUnavailable';
}

export type FetchJson = <T>(url: string) => Promise<T>;

/** GET a JSON document from another service's internal URL, with a time-out; any failure is a FeedUnavailable. */
export function fetchJson(timeoutMs = 10_000, fetchImpl: typeof fetch = fetch): FetchJson {
  return async <T>(url: string): Promise<T> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new FeedUnavailable(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new FeedUnavailable(`${url} answered ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new FeedUnavailable(`${url} did not answer JSON`);
    }
  };
}
