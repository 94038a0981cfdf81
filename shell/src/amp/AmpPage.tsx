import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { mobileNav } from '@sl/contracts';
import { NotFoundPage } from '../app/NotFoundPage';
import { useNavigation } from '../nav/useNavigation';
import { sectionFor } from '../page-shell/sections';
import { navLabelForPath, usePageTitle } from '../page-shell/usePageTitle';
import { AmpSidebar } from './AmpSidebar';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

const Card = styled.section`
  padding: 20px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
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
    <Card aria-labelledby="amp-title" data-testid="amp-page">
      <Bar>
        <AmpSidebar items={mobileNav(items, features)} />
        <h1 id="amp-title" style={{ margin: 0 }}>
          {title}
        </h1>
      </Bar>
      <p>
        This is the lightweight page for shared links. <Link to={canonical}>Open the full {title} page</Link>
      </p>
    </Card>
  );
}
