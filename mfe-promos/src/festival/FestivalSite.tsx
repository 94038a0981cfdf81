import { Link, NavLink } from '@sl/contracts/routing';
import { FESTIVAL_PAGES, type FestivalName } from '@sl/contracts';
import { useMember } from '../member/useMember';
import { FESTIVALS } from './festivals';
import { FestivalPage } from './FestivalPages';
import { useFestivalRacing } from './useFestivalRacing';
import { ChipList } from '../nav/ChipList';

/** A festival microsite page: its heading, its own menu, and the section's content from the racing service. */
export function FestivalSite({ festival, path }: { festival: FestivalName; path: string }) {
  const info = FESTIVALS[festival];
  const base = `/${festival}`;
  const sub = path.slice(base.length).replace(/^\/|\/$/g, '');
  const sections = FESTIVAL_PAGES[festival];
  const found = sub === '' ? { label: '', section: 'home' as const } : sections.find((s) => s.path === sub);
  const member = useMember();
  const { data, isPending, isError } = useFestivalRacing(festival);
  const visible = sections.filter((s) => s.section !== 'free-bets' || !member.hideSelfExclude);
  return (
    <>
      <h1>{found && found.label ? `${info.title} ${found.label}` : info.title}</h1>
      <nav aria-label={info.title}>
        <ChipList>
          <li>
            <NavLink to={base} end>
              {info.title}
            </NavLink>
          </li>
          {visible.map((s) => (
            <li key={s.path}>
              <NavLink to={`${base}/${s.path}`}>{s.label}</NavLink>
            </li>
          ))}
          <li>
            <Link to="/">Back to Main Site</Link>
          </li>
        </ChipList>
      </nav>
      {!found ? (
        <p>There is no {info.title} page here. Choose a section above.</p>
      ) : isPending ? (
        <p aria-busy="true">Loading {info.title} racing…</p>
      ) : isError ? (
        <p role="status">{info.title} racing is unavailable right now. Please try again shortly.</p>
      ) : (
        <FestivalPage festival={festival} section={found.section} racing={data} />
      )}
    </>
  );
}
