import styled from 'styled-components';
import { color, fontWeight, radius, size, space } from '@sl/ui';
import { useIsPhone } from './viewport';
import {
  BOOKMAKER_LOGO_SIZE,
  DEVICE,
  bookmakerLink,
  bookmakerLogo,
  canLinkTo,
  formatOdds,
  unlinkableCount,
  useAuth,
  useSkyBetV2,
  type OddsFormatId,
  type RaceCardEntry,
} from '@sl/contracts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: ${space.sm} 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: ${size.targetMin};
    font-weight: ${fontWeight.bold};
    color: ${color.link};
  }
  img {
    display: block;
    border-radius: ${radius.sm};
  }
`;

/**
 * The runner's bookmaker prices as outbound affiliate links, only for bookmakers the member may be sent to, each
 * with its bookmaker's logo (its alt text names the bookmaker, so the link reads "Sky Bet 5/1").
 */
export function BookmakerLinks({ entry, oddsId }: { entry: RaceCardEntry; oddsId: OddsFormatId }) {
  const loggedIn = useAuth((s) => s.loggedIn);
  const allowList = useAuth((s) => s['com.sbgcore.can_link_to']);
  const skyBetV2 = useSkyBetV2();
  const phone = useIsPhone();
  if (!entry.currentOdds) return null;
  // The race API already carries the artificial Sky Bet price, on the runner's Sky Bet selection id.
  const odds = entry.bookmakerOdds;
  const device = phone ? DEVICE.mobile : DEVICE.desktop;
  const links = odds
    .filter((o) => canLinkTo(o.bookmakerId, loggedIn, allowList))
    .map((o) => ({ o, href: bookmakerLink(o, { device, loggedIn, skyBetV2 }) }))
    .filter((l): l is { o: (typeof odds)[number]; href: string } => l.href !== null);
  // The member's link permissions leave some prices out; say so rather than let them look missing.
  const withheld = unlinkableCount(
    odds.map((o) => o.bookmakerId),
    loggedIn,
    allowList,
  );
  if (links.length === 0 && withheld === 0) return null;
  return (
    <>
      {links.length > 0 && (
        <List aria-label={`Bookmaker odds for ${entry.horseName}`} data-testid="bookmaker-links">
          {links.map(({ o, href }) => {
            const logo = bookmakerLogo(o.bookmakerId);
            return (
              <li key={o.bookmakerId}>
                <a href={href} target="_blank" rel="sponsored noopener noreferrer">
                  {logo ? (
                    <img
                      src={logo}
                      alt={o.bookmakerName}
                      width={BOOKMAKER_LOGO_SIZE.width}
                      height={BOOKMAKER_LOGO_SIZE.height}
                    />
                  ) : (
                    o.bookmakerName
                  )}{' '}
                  <span data-testid="bookmaker-price">{formatOdds(o.fractionalOdds, oddsId)}</span>
                </a>
              </li>
            );
          })}
        </List>
      )}
      {withheld > 0 && (
        <p data-testid="bookmaker-links-withheld">
          {withheld === 1 ? '1 bookmaker is' : `${withheld} bookmakers are`} not available on your account.
        </p>
      )}
    </>
  );
}
