import styled from 'styled-components';
import {
  BOOKMAKER_IDS,
  canLinkTo,
  skyBetMatchLink,
  useAuth,
  useSkyBetV2,
  type FootballMatch,
  type MatchOutcome,
} from '@sl/contracts';
import { type BookmakerMatchPrices, type MatchOddsGrid } from '@sl/contracts/match-centre';
import {
  Badge,
  BookmakerMark,
  CardTitle,
  OddsButton,
  VisuallyHidden,
  color,
  fontSize,
  fontWeight,
  size,
  space,
} from '@sl/ui';

const Grid = styled.div`
  display: grid;
  gap: ${space.sm};
  max-width: calc(${size.oddsButton} * 7);
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(${size.oddsButton}, 1.2fr) repeat(3, minmax(0, 1fr));
  gap: ${space.xs};
  align-items: center;
  ul {
    display: contents;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: center;
    min-width: 0;
  }
  li > * {
    width: 100%;
    min-width: 0;
  }
`;

const Head = styled(Row)`
  color: ${color.muted};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  text-align: center;
  span {
    overflow-wrap: anywhere;
  }
`;

/** A price that cannot be linked: the figure, marked when it is the best. */
const Price = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: ${size.target};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Mark = styled.span`
  display: flex;
  align-items: center;
  min-width: 0;
  svg {
    max-width: 100%;
  }
`;

const OUTCOMES: MatchOutcome[] = ['home', 'draw', 'away'];

/**
 * The match's win/draw/win prices across bookmakers, the best of each marked. Sky Bet's are links tagged with
 * football's own aff and dcmp (spec document 2, section 7), in the variant the viewer gets (section 6), unless the
 * member's link permissions leave Sky Bet out; the feed gives the others no selections to link to.
 */
export function MatchBetting({ match, grid }: { match: FootballMatch; grid?: MatchOddsGrid | null }) {
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
  const homeName = match.team_score_a.team.name;
  const awayName = match.team_score_b.team.name;
  const label: Record<MatchOutcome, string> = { home: homeName, draw: 'Draw', away: awayName };
  const linkable = canLinkTo(skyBetV2 ? BOOKMAKER_IDS.skyBetV2 : BOOKMAKER_IDS.skyBet, loggedIn, allowList);
  const skyBet: BookmakerMatchPrices = {
    bookmakerId: BOOKMAKER_IDS.skyBet,
    bookmakerName: 'Sky Bet',
    ...match.match_betting_market,
  };
  // The grid's Sky Bet row is the match's own market; without the grid (still loading) Sky Bet stands alone.
  const rows = grid?.bookmakers.length ? grid.bookmakers : [skyBet];
  const best = grid?.best;
  const several = rows.length > 1;
  const hrefFor = (row: BookmakerMatchPrices, outcome: MatchOutcome) =>
    row.bookmakerId === BOOKMAKER_IDS.skyBet && linkable
      ? (skyBetMatchLink(match.match_reference.id, outcome, { loggedIn, skyBetV2 }) ?? undefined)
      : undefined;
  return (
    <section aria-labelledby="betting-heading">
      <CardTitle level={2} id="betting-heading">
        Betting
      </CardTitle>
      <Grid>
        <Head aria-hidden="true">
          <span />
          {OUTCOMES.map((o) => (
            <span key={o}>{label[o]}</span>
          ))}
        </Head>
        {rows.map((row) => {
          return (
            <Row key={row.bookmakerId} data-bookmaker={row.bookmakerId}>
              <Mark>
                <BookmakerMark bookmakerId={row.bookmakerId} name={row.bookmakerName} />
              </Mark>
              <ul aria-label={`${row.bookmakerName} prices for ${homeName} v ${awayName}`}>
                {OUTCOMES.map((o) => {
                  const isBest = several && best?.[o] === row[o];
                  const href = hrefFor(row, o);
                  return (
                    <li key={o}>
                      {href ? (
                        <OddsButton
                          price={row[o]}
                          best={isBest}
                          href={href}
                          label={`${label[o]} ${row[o]} with ${row.bookmakerName}`}
                        />
                      ) : (
                        <Price data-price data-best={isBest || undefined}>
                          <span>
                            <VisuallyHidden>{label[o]} </VisuallyHidden>
                            {row[o]}
                          </span>
                          {isBest && <Badge tone="positive">Best</Badge>}
                        </Price>
                      )}
                    </li>
                  );
                })}
              </ul>
            </Row>
          );
        })}
      </Grid>
      {!linkable && <p>Sky Bet is not available on your account.</p>}
      {several && (
        <Note>Best prices are marked. Bets go to Sky Bet; the other prices are for comparison.</Note>
      )}
    </section>
  );
}
