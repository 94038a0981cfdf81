/** Set on the module a failed remote load resolves to, so a slot can tell a fallback from a real module. */
export const FALLBACK_MARKER = '__slRemoteFallback';

export interface RetryPolicy {
  attempts: number;
  timeoutMs: number;
  backoffMs: number;
}

export const MANIFEST_RETRY: RetryPolicy = { attempts: 2, timeoutMs: 4_000, backoffMs: 300 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetch with a per-attempt time-out and a bounded number of attempts. Client errors (4xx) are final: retrying
 * a manifest that is not there only delays the fallback.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  policy: RetryPolicy = MANIFEST_RETRY,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`timed out after ${policy.timeoutMs} ms`)),
      policy.timeoutMs,
    );
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (response.ok || (response.status >= 400 && response.status < 500)) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
    if (attempt < policy.attempts) await sleep(policy.backoffMs * attempt);
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
