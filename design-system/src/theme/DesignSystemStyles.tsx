import { useMemo } from 'react';
import type { FestivalBrand } from '../tokens/palette';
import { designSystemCss } from './design-system-css';
import type { SchemeChoice } from './scheme';

interface Props {
  /** "system": the device decides, through prefers-color-scheme (a server-rendered page, or no choice made). */
  scheme: SchemeChoice;
  festival: FestivalBrand;
}

/** The page's CSP nonce, which a style element the browser creates needs; the server's are given it as sent. */
const pageStyleNonce = (): string | undefined =>
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? undefined);

/**
 * The design system's page-wide styles (design-system-css.ts) as one plain style element, not a styled-components
 * global style: that one compiles its whole text again in the browser as the page hydrates, and takes its rules
 * out and puts them back, which restyles every element of the page (together 50 to 100 ms on a phone, in the
 * middle of the start-up; docs/adr/0031). This element hydrates as it came from the server, and is written again
 * only when the scheme or festival changes.
 */
export function DesignSystemStyles({ scheme, festival }: Props) {
  const css = useMemo(() => designSystemCss(scheme, festival), [scheme, festival]);
  const nonce = useMemo(pageStyleNonce, []);
  return (
    <style data-sl-design-system="" nonce={nonce}>
      {css}
    </style>
  );
}
