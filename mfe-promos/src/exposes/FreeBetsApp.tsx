import { NavLink, useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { freeBetsHref } from '@sl/contracts';
import { freeBetsRoute, type FreeBetsPage } from '@sl/contracts/offers';
import { useFreeBetsMenu } from '../data/queries';
import { BettingSites } from '../free-bets/BettingSites';
import { OfferList } from '../free-bets/OfferList';
import { OfferPage } from '../free-bets/OfferPage';
import { SaferGambling } from '../free-bets/SaferGambling';
import { ChipList } from '../nav/ChipList';
import { useFreeBetsUpdates } from '../free-bets/useFreeBetsUpdates';
import {
  EmptyState,
  Icon,
  TextLink,
  VisuallyHidden,
  color,
  fontSize,
  lineHeight,
  radius,
  size,
  space,
} from '@sl/ui';

const Dot = styled.span`
  display: inline-block;
  width: ${size.dot};
  height: ${size.dot};
  margin-left: ${space.sm};
  border-radius: ${radius.round};
  background: ${color.negative};
  vertical-align: middle;
`;

const Intro = styled.p`
  max-width: ${size.prose};
  margin: 0 0 ${space.lg};
  color: ${color.muted};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
`;

function PageBody({ page }: { page: FreeBetsPage }) {
  return (
    <>
      <Intro>{page.intro}</Intro>
      {page.kind === 'betting-sites' ? (
        <BettingSites />
      ) : (
        <OfferList
          category={page.category}
          heading={page.category === 'all' ? 'Offers open today' : 'Offers'}
        />
      )}
      {page.segment === '' && (
        <p>
          <TextLink to="/free-bets/betting-sites">Compare the betting sites side by side</TextLink>
        </p>
      )}
    </>
  );
}

/** /free-bets and its sub-pages (spec document 1 §2, document 2 §2): offer cards, offer pages, betting sites. */
export default function FreeBetsApp() {
  const { pathname } = useLocation();
  const { data: entries } = useFreeBetsMenu();
  const dot = useFreeBetsUpdates(entries);
  const route = freeBetsRoute(pathname) ?? { kind: 'unknown' as const };

  return (
    <div data-remote="promos" data-build={__SL_BUILD_LABEL__} data-testid="free-bets-app">
      {route.kind === 'page' && (
        <h1>
          {route.page.title}
          {dot && (
            <Dot role="img" aria-label="New offers since your last visit" data-testid="free-bets-dot" />
          )}
        </h1>
      )}
      {route.kind === 'unknown' && <h1>Free Bets</h1>}
      <nav aria-label="Free bets">
        <ChipList>
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
                    {entry.name} <Icon name="external-link" size="sm" />
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                ) : (
                  <NavLink to={href}>{entry.name}</NavLink>
                )}
              </li>
            );
          })}
          {!entries?.some((e) => e.url_segment === 'betting-sites') && (
            <li>
              <NavLink to="/free-bets/betting-sites">Betting Sites</NavLink>
            </li>
          )}
          <li>
            <NavLink to="/" end>
              Back to Main Site
            </NavLink>
          </li>
        </ChipList>
      </nav>
      {route.kind === 'page' && <PageBody page={route.page} />}
      {route.kind === 'offer' && <OfferPage slug={route.slug} />}
      {route.kind === 'unknown' && (
        <EmptyState
          icon="free-bets"
          title="There is no free bets page here"
          action={<TextLink to="/free-bets">See the offers open today</TextLink>}
        >
          <span data-testid="free-bets-not-found">Choose a section above.</span>
        </EmptyState>
      )}
      <SaferGambling />
    </div>
  );
}
