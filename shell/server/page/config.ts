import type { ShellPageConfig } from '../../src/boot/shell-config';

type Env = Record<string, string | undefined>;

/** Only absolute https URLs (or http on localhost) may be loaded as third-party scripts. */
function scriptUrl(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'https:' || (local && url.protocol === 'http:') ? url.toString() : '';
  } catch {
    return '';
  }
}

/** The per-deployment knobs of the page, from the environment; third-party scripts are off unless configured. */
export function shellPageConfig(env: Env): Omit<ShellPageConfig, 'ukIreland'> {
  return {
    consentScriptUrl: scriptUrl(env.CONSENT_SCRIPT_URL),
    tagManagerScriptUrl: scriptUrl(env.TAG_MANAGER_SCRIPT_URL),
    errorReportUrl: env.ERROR_REPORT_URL || '/1x1.gif',
    development: (env.NODE_ENV ?? 'development') !== 'production',
  };
}

export function originOf(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Consent defaults to denied before any tag can run (served as a same-origin script, so no inline script). */
export const CONSENT_DEFAULTS_JS = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',functionality_storage:'denied',personalization_storage:'denied',security_storage:'granted'});`;
