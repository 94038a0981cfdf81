import styled from 'styled-components';
import {
  BOOKMAKER_IDS,
  BOOKMAKER_LOGO_SIZE,
  bookmakerLogo,
  canLinkTo,
  skyBetMatchLink,
  useAuth,
  useSkyBetV2,
  type FootballMatch,
  type MatchOutcome,
} from '@sl/contracts';

const Prices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  list-style: none;
  a,
  span[data-price] {
    display: inline-block;
    padding: 6px 10px;
    border: 1px solid currentColor;
    border-radius: 4px;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const SKY_BET_LOGO = bookmakerLogo(BOOKMAKER_IDS.skyBet) ?? '';

/**
 * The match's win/draw/win prices, each a Sky Bet link tagged with football's own aff and dcmp (spec document 2,
 * section 7), in the variant the viewer gets (section 6). A member whose link permissions leave Sky Bet out sees
 * the prices without links.
 */
export function MatchBetting({ match }: { match: FootballMatch }) {
  const loggedIn = useAuth((s) => s.loggedIn);
  const allowList = useAuth((s) => s['com.sbgcore.can_link_to']);
  const skyBetV2 = useSkyBetV2();
  // No prices: the market has closed, or this viewer is outside the UK and Ireland (docs/adr/0005).
  if (!match.match_betting_market)
    return (
      <p>
        {match.state === 'FULLTIME' || match.state === 'ABANDONED'
          ? 'Betting has closed for this match.'
          : 'There are no prices for this match.'}
      </p>
    );
  const { home, draw, away } = match.match_betting_market;
  const homeName = match.team_score_a.team.name;
  const awayName = match.team_score_b.team.name;
  const linkable = canLinkTo(skyBetV2 ? BOOKMAKER_IDS.skyBetV2 : BOOKMAKER_IDS.skyBet, loggedIn, allowList);
  const outcomes: { outcome: MatchOutcome; label: string; price: string }[] = [
    { outcome: 'home', label: homeName, price: home },
    { outcome: 'draw', label: 'Draw', price: draw },
    { outcome: 'away', label: awayName, price: away },
  ];
  return (
    <section aria-label="Betting">
      <p>
        <img
          src={SKY_BET_LOGO}
          alt="Sky Bet"
          width={BOOKMAKER_LOGO_SIZE.width}
          height={BOOKMAKER_LOGO_SIZE.height}
        />
      </p>
      <Prices aria-label={`Sky Bet prices for ${homeName} v ${awayName}`}>
        {outcomes.map(({ outcome, label, price }) => {
          const href = linkable
            ? skyBetMatchLink(match.match_reference.id, outcome, { loggedIn, skyBetV2 })
            : null;
          const text = (
            <>
              {label} <span>{price}</span>
            </>
          );
          return (
            <li key={outcome}>
              {href ? (
                <a href={href} target="_blank" rel="sponsored noopener noreferrer">
                  {text}
                  <Hidden> with Sky Bet</Hidden>
                </a>
              ) : (
                <span data-price>{text}</span>
              )}
            </li>
          );
        })}
      </Prices>
      {!linkable && <p>Sky Bet is not available on your account.</p>}
    </section>
  );
}
