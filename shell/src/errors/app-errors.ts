import { sendCounter } from '../auth/metrics';
import { DEFAULT_SHELL_CONFIG, readShellConfig } from '../boot/shell-config';
import { pixelUrl, sendErrorBeacon } from './report';

export { configureErrorBeacon } from './report';

/** The error metric for app-bridge and sign-on errors, by type (shell /metrics, through /metrics/counter). */
export const APP_ERROR_METRIC = 'sl_bridge_sso_errors_total';

/** The pixel's types for these errors (shell/server/ops/pixel.ts counts both by name). */
export type AppErrorType = 'sso' | 'bridge';

/** Where the page reports these errors: its configured errorReportUrl, the shell's own pixel by default. */
function errorReportUrl(): string {
  return typeof document === 'undefined'
    ? DEFAULT_SHELL_CONFIG.errorReportUrl
    : readShellConfig().errorReportUrl;
}

/**
 * An app-bridge or oauth/sso error (spec document 2, section 8): reported to the error-reporting service and
 * counted on the error metric. Each happens even when the other fails, so an error that cannot be reported is
 * still counted.
 */
export function reportAppError(
  type: AppErrorType,
  message: string,
  error?: unknown,
  endpoint: string = errorReportUrl(),
): void {
  const stack = error instanceof Error ? error.stack || `${error.name}: ${error.message}` : undefined;
  const agent = typeof navigator === 'undefined' ? undefined : navigator.userAgent;
  sendErrorBeacon(pixelUrl(type, message, stack, agent, Date.now(), endpoint));
  void sendCounter(
    APP_ERROR_METRIC,
    { type },
    'App-bridge and oauth/sso errors reported by the page, by type',
  );
}
