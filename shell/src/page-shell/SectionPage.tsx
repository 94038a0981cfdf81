import { Link, useLocation, useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import type { NavItem } from '@sl/contracts';
import { cardSurface, fontWeight, media, space } from '@sl/ui';
import { useNavigation } from '../nav/useNavigation';
import { NotFoundPage } from '../app/NotFoundPage';
import { sectionFor } from './sections';
import { usePageTitle } from './usePageTitle';

const Card = styled.section`
  ${cardSurface}
  padding: ${space.xl};
  ${media.narrow} {
    padding: ${space.md};
  }
  h1 {
    margin-top: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.lg};
    padding: 0;
    list-style: none;
  }
  a {
    font-weight: ${fontWeight.semibold};
  }
`;

function subLinksFor(items: NavItem[], pathname: string): NavItem[] {
  for (const item of items) {
    const own = [item, ...(item.subNav ?? [])];
    if (own.some((i) => !i.external && i.url.split('?')[0] === pathname)) return item.subNav ?? [];
  }
  return [];
}

/** A shell section page with a real heading, for sections whose remote does not exist yet. */
export function SectionPage({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const { items } = useNavigation();
  const section = sectionFor(pathname);
  const heading = title ?? section?.title ?? null;
  usePageTitle(heading, pathname);
  if (!heading) return <NotFoundPage />;
  const links = subLinksFor(items, pathname).filter((i) => i.url !== pathname && i.url !== '/');
  return (
    <Card aria-labelledby="section-title" data-testid="section-page">
      <h1 id="section-title">{heading}</h1>
      {section?.intro ? <p>{section.intro}</p> : null}
      {links.length > 0 ? (
        <nav aria-label={`${heading} pages`}>
          <ul>
            {links.map((link) => (
              <li key={`${link.id}-${link.url}`}>
                {link.external ? (
                  <a href={link.url} rel="noopener noreferrer sponsored" target="_blank">
                    {link.text}
                  </a>
                ) : (
                  <Link to={link.url}>{link.text}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Card>
  );
}

/** /sites/{site} and /ref/{partner}: partner landing pages. */
export function PartnerPage({ kind }: { kind: 'site' | 'partner' }) {
  const params = useParams();
  const name = (kind === 'site' ? params.site : params.partner) ?? '';
  const label = name.replace(/[^a-z0-9-]/gi, '').replace(/-/g, ' ');
  return (
    <SectionPage title={kind === 'site' ? `Sporting Life for ${label}` : `Welcome, ${label} visitors`} />
  );
}
