/** Counters and histograms for the shell server's /metrics/counter and /metrics/histogram (spec doc 1, section 7). */
export type MetricLabels = Record<string, string>;

export const AUTH_METRICS = {
  authorizeRedirect: 'sl_auth_authorize_redirect_total',
  tokenFetch: 'sl_auth_token_fetch_total',
  tokenRefresh: 'sl_auth_token_refresh_total',
  verifierCodes: 'sl_auth_verifier_codes_total',
  signOn: 'sl_auth_sign_on_total',
  tokenFetchSeconds: 'sl_auth_token_fetch_seconds',
} as const;

type Post = (url: string, body: unknown) => Promise<unknown>;

const defaultPost: Post = (url, body) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).then((response) => {
    if (!response.ok) throw new Error(`metrics ${url} answered ${response.status}`);
  });

let post: Post = defaultPost;
let metricsHost = '';

/** Tests and standalone pages point the metrics calls elsewhere. */
export function configureMetrics(options: { post?: Post; host?: string }): void {
  post = options.post ?? defaultPost;
  metricsHost = options.host ?? '';
}

/** Metrics never break the page: errors are swallowed and their stack logged. */
async function send(path: string, body: unknown): Promise<void> {
  try {
    await post(`${metricsHost}${path}`, body);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : String(error));
  }
}

export function sendCounter(name: string, labels: MetricLabels, help: string): Promise<void> {
  return send('/metrics/counter', { name, labels, help });
}

export function sendHistogram(
  name: string,
  labels: MetricLabels,
  buckets: number[],
  value: number,
  help: string,
): Promise<void> {
  return send('/metrics/histogram', { name, labels, buckets, value, help });
}
