import type { BootConfig } from '@sl/contracts';

const EMPTY: BootConfig = { remotes: [], webView: false, country: '', generatedAt: '' };

/** The boot configuration the shell server inlined into the page (registry, web view, country). */
export function readBootConfig(doc: Document = document): BootConfig {
  const text = doc.getElementById('sl-boot')?.textContent;
  if (!text) return EMPTY;
  try {
    const parsed = JSON.parse(text) as Partial<BootConfig>;
    return {
      ...EMPTY,
      ...parsed,
      remotes: Array.isArray(parsed.remotes) ? parsed.remotes : [],
      banners: Array.isArray(parsed.banners) ? parsed.banners : null,
      sections: Array.isArray(parsed.sections) ? parsed.sections : [],
    };
  } catch {
    return EMPTY;
  }
}
