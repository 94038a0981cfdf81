/**
 * Every counter and histogram the browser may record through POST /metrics/counter and /metrics/histogram, with
 * its label names and the only values each label may take. It is what the shell's own browser code sends
 * (shell/src/auth/metrics.ts AUTH_METRICS with its callers, and shell/src/errors/app-errors.ts APP_ERROR_METRIC;
 * spec document 1, section 7 and document 2, section 7): a client cannot add a metric, a label or a value, so the
 * registry has at most the series listed here whatever is posted. The help text is the server's, not the caller's.
 * A new client metric is added here in the same change as the browser code that sends it.
 */
interface AllowedCounter {
  kind: 'counter';
  help: string;
  labels: Readonly<Record<string, readonly string[]>>;
  /**
   * Further labels whose values are versions the release registry has released for the remote named by the
   * `remote` label: bounded by the registry's history, not by this file.
   */
  releasedVersionLabels?: readonly string[];
  /**
   * The `remote` label: a remote in the release registry (built in or registered at runtime), bounded by the
   * registry rather than by this file. Metrics with it have released-version labels, which check it.
   */
  remoteLabel?: true;
}

interface AllowedHistogram {
  kind: 'histogram';
  help: string;
  labels: Readonly<Record<string, readonly string[]>>;
  /** The only bucket bounds accepted: the ones the browser sends (oauth-client.ts). */
  buckets: readonly number[];
}

export type AllowedClientMetric = AllowedCounter | AllowedHistogram;

const OUTCOME = ['success', 'failure'] as const;

export const CLIENT_METRIC_ALLOW_LIST: Readonly<Record<string, AllowedClientMetric>> = {
  // login.ts beginLogin: prompt 'none' for the silent attempt, else 'login'.
  sl_auth_authorize_redirect_total: {
    kind: 'counter',
    help: 'Redirects to the identity provider',
    labels: { prompt: ['login', 'none'] },
  },
  sl_auth_verifier_codes_total: {
    kind: 'counter',
    help: 'PKCE verifier codes fetched',
    labels: { outcome: OUTCOME },
  },
  sl_auth_token_fetch_total: {
    kind: 'counter',
    help: 'OAuth token fetches by outcome',
    labels: { outcome: OUTCOME },
  },
  sl_auth_token_refresh_total: {
    kind: 'counter',
    help: 'OAuth token refreshes by outcome',
    labels: { outcome: OUTCOME },
  },
  // single-sign-on.ts SignOnOutcome.
  sl_auth_sign_on_total: {
    kind: 'counter',
    help: 'Single sign-on outcomes',
    labels: { outcome: ['success', 'invalid', 'mismatch', 'maintenance'] },
  },
  // app-errors.ts AppErrorType.
  sl_bridge_sso_errors_total: {
    kind: 'counter',
    help: 'App-bridge and oauth/sso errors reported by the page, by type',
    labels: { type: ['sso', 'bridge'] },
  },
  // bootstrap.tsx reportSlotError: a remote's module that failed to load or render, with the version the page got.
  sl_remote_load_failures_total: {
    kind: 'counter',
    help: "Modules of a remote that failed to load or render in browsers, by remote and the registry's version",
    labels: {},
    remoteLabel: true,
    releasedVersionLabels: ['version'],
  },
  // remote-versions.ts pageRemoteVersions: a page that loaded a remote's fallback version after its version failed.
  sl_remote_fallbacks_total: {
    kind: 'counter',
    help: "Pages that loaded a remote's fallback version after its version failed, by remote and both versions",
    labels: {},
    remoteLabel: true,
    releasedVersionLabels: ['from', 'to'],
  },
  sl_auth_token_fetch_seconds: {
    kind: 'histogram',
    help: 'OAuth token fetch duration in seconds',
    labels: { outcome: OUTCOME },
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  },
};
