import type { ShellPageConfig } from '../../src/boot/shell-config';
import { SHELL_CONFIG_ELEMENT_ID } from '../../src/boot/shell-config';
import { serializeForScript } from './boot-script';

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

/** The shell's own configuration as inert JSON next to the registry's boot script. */
export function injectShellConfig(html: string, config: ShellPageConfig): string {
  const tag = `<script id="${SHELL_CONFIG_ELEMENT_ID}" type="application/json">${serializeForScript(config)}</script>`;
  return html.replace('</head>', () => `${tag}</head>`);
}
