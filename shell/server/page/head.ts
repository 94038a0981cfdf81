import type { ShellPageConfig } from '../../src/boot/shell-config';
import { SHELL_CONFIG_ELEMENT_ID } from '../../src/boot/shell-config';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Adds external scripts (consent defaults first, then the configured third parties) at the end of <head>. */
export function injectHeadScripts(template: string, urls: string[]): string {
  if (urls.length === 0) return template;
  const tags = urls
    .map((url, index) => `<script src="${escapeAttribute(url)}"${index === 0 ? '' : ' async'}></script>`)
    .join('');
  return template.replace('</head>', () => `${tags}</head>`);
}

/**
 * The shell's own configuration as inert JSON in a meta attribute (escaped), so the page keeps a single data
 * script, the registry's.
 */
export function injectShellConfig(html: string, config: ShellPageConfig): string {
  const tag = `<meta name="${SHELL_CONFIG_ELEMENT_ID}" content="${escapeAttribute(JSON.stringify(config))}">`;
  return html.replace('</head>', () => `${tag}</head>`);
}
