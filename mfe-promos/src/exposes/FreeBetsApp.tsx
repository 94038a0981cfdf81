import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { freeBetsHref } from '@sl/contracts';
import { useFreeBetsMenu } from '../data/queries';
import { FREE_BETS_PAGES } from '../free-bets/content';
import { useFreeBetsUpdates } from '../free-bets/useFreeBetsUpdates';
import { useMember } from '../member/useMember';

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  padding: 0;
  min-height: 36px;
  a {
    display: inline-block;
    padding: 6px 12px;
    border-radius: 4px;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.primary};
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 6px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.negative};
`;

/** /free-bets and its sub-pages, built from the configured menu entries (spec document 2 §2). */
export default function FreeBetsApp() {
  const { pathname } = useLocation();
  const { data: entries, isError } = useFreeBetsMenu();
  const member = useMember();
  const dot = useFreeBetsUpdates(entries);
  const segment = pathname.replace(/^\/free-bets\/?/, '').replace(/\/+$/, '');
  const page = FREE_BETS_PAGES[segment];
  const known = segment === '' || entries?.some((e) => !e.external_link && e.url_segment === segment);

  return (
    <div data-remote="promos" data-build={__SL_BUILD_LABEL__}>
      <h1>
        {page && known ? page.title : 'Free Bets'}
        {dot && <Dot role="img" aria-label="New offers since your last visit" data-testid="free-bets-dot" />}
      </h1>
      <nav aria-label="Free bets">
        <Menu>
          <li>
            <NavLink to="/free-bets" end>
              All free bets
            </NavLink>
          </li>
          {(entries ?? []).map((entry) => {
            const { href, external } = freeBetsHref(entry);
            return (
              <li key={entry.url_segment}>
                {external ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {entry.name} <span aria-hidden="true">↗</span>
                    <span style={{ position: 'absolute', left: -9999 }}> (opens in a new tab)</span>
                  </a>
                ) : (
                  <NavLink to={href}>{entry.name}</NavLink>
                )}
              </li>
            );
          })}
          <li>
            <Link to="/">Back to Main Site</Link>
          </li>
        </Menu>
      </nav>
      {isError && <p role="status">Free bet offers are unavailable right now. Please try again shortly.</p>}
      {entries && !known && <p>There is no free bets page here. Choose a section above.</p>}
      {page && known && (
        <section aria-label="Offers">
          <p>{page.intro}</p>
          {member.hideSelfExclude ? (
            <p>Free bet offers are not shown on your account.</p>
          ) : (
            <p>New customers only. Free bets expire after 30 days. 18+. BeGambleAware.org</p>
          )}
        </section>
      )}
    </div>
  );
}
