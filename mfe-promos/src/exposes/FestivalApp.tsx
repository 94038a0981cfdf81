import { Link, useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { festivalForPath } from '@sl/contracts';
import { useSiteSettings } from '../data/queries';
import { FestivalSite } from '../festival/FestivalSite';
import { fontWeight, space } from '@sl/ui';

const Nav = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  list-style: none;
  padding: 0;
  a[aria-current='page'] {
    font-weight: ${fontWeight.bold};
  }
`;

const RACING_LINKS = [
  { to: '/racing/racecards', label: 'Today’s racecards' },
  { to: '/racing/fast-results', label: 'Fast results' },
  { to: '/racing/tips-centre', label: 'Tips centre' },
];

function RacingLinks() {
  return (
    <nav aria-label="More racing">
      <Nav>
        {RACING_LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </Nav>
    </nav>
  );
}

/**
 * Royal Ascot while its microsite setting is off: the shell keeps the site's own menu and colours (the footer still
 * links here), and the page is the meeting's own pages all the same, so the link never leads to an empty page.
 */
function MicrositeClosed({ path }: { path: string }) {
  return (
    <>
      <FestivalSite festival="royal-ascot" path={path} />
      <p data-testid="microsite-closed">
        The Royal Ascot microsite opens for the meeting; until then these pages sit inside the main site.
      </p>
      <RacingLinks />
    </>
  );
}

/**
 * The festival microsites: /cheltenham-festival, /royal-ascot (only when its setting is 'true'), /grand-national.
 * Their promo shows in the shell's banner slot by the display rules (a thin banner here), never a second time here.
 */
export default function FestivalApp() {
  const { pathname } = useLocation();
  const { data: settings, isPending } = useSiteSettings();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const festival = festivalForPath(path, settings?.royalAscotMicrosite ?? 'false');
  return (
    <div data-remote="promos" data-build={__SL_BUILD_LABEL__} data-festival={festival ?? 'none'}>
      {isPending ? (
        <p role="status">Loading…</p>
      ) : festival ? (
        <>
          <FestivalSite festival={festival} path={path} />
          <RacingLinks />
        </>
      ) : path === '/royal-ascot' || path.startsWith('/royal-ascot/') ? (
        <MicrositeClosed path={path} />
      ) : (
        <>
          <h1>Page not found</h1>
          <RacingLinks />
        </>
      )}
    </div>
  );
}
