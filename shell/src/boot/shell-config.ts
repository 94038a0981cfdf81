/** What the shell server tells the shell's own code at boot, beside the registry's BootConfig. */
export interface ShellPageConfig {
  /** Consent manager script URL; empty means none is loaded. */
  consentScriptUrl: string;
  /** Tag manager script URL; empty means none is loaded. */
  tagManagerScriptUrl: string;
  /** Where app-bridge and sign-on errors are reported; the shell's own error pixel by default. */
  errorReportUrl: string;
  /** True for a UK/Ireland viewer (always true in development). */
  ukIreland: boolean;
  development: boolean;
}

export const DEFAULT_SHELL_CONFIG: ShellPageConfig = {
  consentScriptUrl: '',
  tagManagerScriptUrl: '',
  errorReportUrl: '/1x1.gif',
  ukIreland: true,
  development: false,
};

export const SHELL_CONFIG_ELEMENT_ID = 'sl-shell-config';

let cached: ShellPageConfig | null = null;

/** Reads the inlined configuration once; anything missing or malformed falls back to the defaults. */
export function readShellConfig(doc: Document = document): ShellPageConfig {
  if (cached && doc === document) return cached;
  let config = DEFAULT_SHELL_CONFIG;
  try {
    const text = doc.querySelector(`meta[name="${SHELL_CONFIG_ELEMENT_ID}"]`)?.getAttribute('content');
    if (text) config = { ...DEFAULT_SHELL_CONFIG, ...(JSON.parse(text) as Partial<ShellPageConfig>) };
  } catch {
    config = DEFAULT_SHELL_CONFIG;
  }
  if (doc === document) cached = config;
  return config;
}
