import { randomBytes } from 'node:crypto';

/** A fresh nonce for one page answer: 128 random bits, as CSP asks. */
export const newStyleNonce = (): string => randomBytes(16).toString('base64');

/**
 * Gives the page's own inline styles (the pre-paint colours in the template) the nonce, and tells the libraries
 * that add style elements at run time which nonce to put on them: styled-components reads
 * `meta[property="csp-nonce"]`, the captcha widget and the design system's style element `meta[name="csp-nonce"]`.
 * With that, the page's policy allows styles from the shell's origin and this answer's nonce only, never
 * `'unsafe-inline'`.
 */
export function injectStyleNonce(html: string, nonce: string): string {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('a style nonce is base64');
  const meta = `<meta name="csp-nonce" property="csp-nonce" content="${nonce}" />`;
  return html
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`)
    .replace(/<head>/, () => `<head>\n    ${meta}`);
}
