import type { ReactNode } from 'react';
import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import {
  borderWidth,
  cardSurface,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  size,
  space,
} from '@sl/ui';
import { usePageTitle } from '../page-shell/usePageTitle';

/** When the site pages' wording was last reviewed. */
const SITE_PAGES_UPDATED = '25 November 2026';

const Article = styled.article`
  max-width: ${size.content};
  ${cardSurface}
  padding: ${space.xl} ${space.xxl};
  line-height: ${lineHeight.normal};
  ${media.mobile} {
    padding: ${space.lg};
  }
  ${media.narrow} {
    padding: ${space.md};
  }
  > * {
    max-width: ${size.prose};
  }
  > .table-wrap {
    max-width: none;
  }
  h1 {
    margin-top: 0;
  }
  h2 {
    margin: ${space.xxl} 0 ${space.sm};
    padding-top: ${space.lg};
    border-top: ${borderWidth.hairline} solid ${color.border};
    font-size: ${fontSize.xl};
  }
  h3 {
    margin: ${space.lg} 0 ${space.xs};
    font-size: ${fontSize.lg};
  }
  a {
    font-weight: ${fontWeight.semibold};
  }
  .updated {
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  .lead {
    font-size: ${fontSize.lg};
  }
  table {
    font-size: ${fontSize.sm};
  }
  th,
  td {
    vertical-align: top;
  }
  .table-wrap {
    overflow-x: auto;
  }
  dt {
    font-weight: ${fontWeight.bold};
    margin-top: ${space.md};
  }
  dd {
    margin: ${space.xxs} 0 0;
  }
  details {
    border-bottom: ${borderWidth.hairline} solid ${color.border};
    padding: ${space.md} 0;
  }
  summary {
    cursor: pointer;
    font-weight: ${fontWeight.bold};
    min-height: ${size.targetMin};
  }
  address {
    font-style: normal;
  }
`;

/** The frame of a site page: its heading (also the document title), the review date and an introduction. */
export function SitePage({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  usePageTitle(title, pathname);
  return (
    <Article aria-labelledby="site-page-title" data-testid={testId}>
      <h1 id="site-page-title">{title}</h1>
      <p className="updated">Last updated {SITE_PAGES_UPDATED}</p>
      <p className="lead">{intro}</p>
      {children}
    </Article>
  );
}

/** A link that leaves the site, in a new tab, said so for screen readers. */
export function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
