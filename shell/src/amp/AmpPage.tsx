import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { mobileNav } from '@sl/contracts';
import { Card, TextLink, space } from '@sl/ui';
import { NotFoundPage } from '../app/NotFoundPage';
import { useNavigation } from '../nav/useNavigation';
import { sectionFor } from '../page-shell/sections';
import { navLabelForPath, usePageTitle } from '../page-shell/usePageTitle';
import { AmpSidebar } from './AmpSidebar';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.lg};
  h1 {
    margin: 0;
  }
`;

/** The page an /amp/{path} link lands on: the path's section, its sidebar menu and the way to the full page. */
export function AmpPage() {
  const { pathname } = useLocation();
  const { items, features } = useNavigation();
  const canonical = pathname.replace(/^\/amp(?=\/|$)/, '') || '/';
  const title =
    canonical === '/' ? 'Sporting Life' : (navLabelForPath(items, canonical) ?? sectionFor(canonical)?.title);
  usePageTitle(title ? `${title} (AMP)` : null, pathname);
  if (!title) return <NotFoundPage />;
  return (
    <Card as="section" aria-labelledby="amp-title" data-testid="amp-page">
      <Bar>
        <AmpSidebar items={mobileNav(items, features)} />
        <h1 id="amp-title">{title}</h1>
      </Bar>
      <p>
        This is the lightweight page for shared links.{' '}
        <TextLink to={canonical}>Open the full {title} page</TextLink>
      </p>
    </Card>
  );
}
