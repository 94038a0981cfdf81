import type { BootConfig } from '@sl/contracts';

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// Matches the template's placeholder whether or not the HTML minifier dropped the attribute quotes.
const PLACEHOLDER = /<script id="?sl-boot"? type="?application\/json"?>[^<]*<\/script>/;

export function injectBootConfig(template: string, boot: BootConfig): string {
  if (!PLACEHOLDER.test(template)) throw new Error('the shell template has no sl-boot placeholder');
  const tag = `<script id="sl-boot" type="application/json">${serializeForScript(boot)}</script>`;
  return template.replace(PLACEHOLDER, () => tag);
}
