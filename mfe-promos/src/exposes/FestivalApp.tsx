import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { FESTIVAL_DEFAULT_YEAR, festivalForPath, festivalStart, type FestivalName } from '@sl/contracts';
import { useSiteSettings } from '../data/queries';
import { Countdown } from '../festival/Countdown';
import { FESTIVALS } from '../festival/festivals';
import { useMember } from '../member/useMember';

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

function Festival({ festival, path }: { festival: FestivalName; path: string }) {
  const info = FESTIVALS[festival];
  const base = `/${festival}`;
  const sub = path.slice(base.length).replace(/^\/|\/$/g, '');
  const section = info.sections.find((s) => s.path === sub);
  const member = useMember();
  return (
    <>
      <h1>{section ? `${info.title} ${section.label}` : info.title}</h1>
      <nav aria-label={info.title}>
        <Nav>
          <li>
            <NavLink to={base} end>
              {info.title}
            </NavLink>
          </li>
          {info.sections.map((s) => (
            <li key={s.path}>
              <NavLink to={`${base}/${s.path}`}>{s.label}</NavLink>
            </li>
          ))}
          {info.freeBets && !member.hideSelfExclude && (
            <li>
              <Link to={info.freeBets}>Free Bets</Link>
            </li>
          )}
          <li>
            <Link to="/">Back to Main Site</Link>
          </li>
        </Nav>
      </nav>
      {sub && !section ? (
        <p>There is no {info.title} page here. Choose a section above.</p>
      ) : (
        <Countdown
          target={festivalStart(festival, FESTIVAL_DEFAULT_YEAR)}
          title={`${info.title} ${FESTIVAL_DEFAULT_YEAR}`}
        />
      )}
      <p>Full form, tips and results for every race at {info.course} are in our racing section.</p>
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
        <Festival festival={festival} path={path} />
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
