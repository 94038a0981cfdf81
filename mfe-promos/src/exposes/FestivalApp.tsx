import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { festivalForPath } from '@sl/contracts';
import { useSiteSettings } from '../data/queries';
import { FestivalSite } from '../festival/FestivalSite';

const Nav = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  padding: 0;
  a[aria-current='page'] {
    font-weight: 700;
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

function NotRunning() {
  return (
    <>
      <h1>Royal Ascot</h1>
      <p>The Royal Ascot microsite is not running at the moment.</p>
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
      ) : path.startsWith('/royal-ascot') ? (
        <NotRunning />
      ) : (
        <>
          <h1>Page not found</h1>
          <RacingLinks />
        </>
      )}
    </div>
  );
}
