import {
  DEVICE,
  bookmakerLink,
  canLinkTo,
  formatOdds,
  unlinkableCount,
  useAuth,
  type OddsFormatId,
  type RaceCardEntry,
} from '@sl/contracts';

const isMobile = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(max-width: 675px)').matches
    : false;

/** The runner's bookmaker prices as outbound affiliate links, only for bookmakers the member may be sent to. */
export function BookmakerLinks({ entry, oddsId }: { entry: RaceCardEntry; oddsId: OddsFormatId }) {
  const loggedIn = useAuth((s) => s.loggedIn);
  const allowList = useAuth((s) => s['com.sbgcore.can_link_to']);
  if (!entry.currentOdds) return null;
  // The race API already carries the artificial Sky Bet price, on the runner's Sky Bet selection id.
  const odds = entry.bookmakerOdds;
  const device = isMobile() ? DEVICE.mobile : DEVICE.desktop;
  const links = odds
    .filter((o) => canLinkTo(o.bookmakerId, loggedIn, allowList))
    .map((o) => ({ o, href: bookmakerLink(o, { device, loggedIn }) }))
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
        <ul aria-label={`Bookmaker odds for ${entry.horseName}`} data-testid="bookmaker-links">
          {links.map(({ o, href }) => (
            <li key={o.bookmakerId}>
              <a href={href} target="_blank" rel="sponsored noopener noreferrer">
                {o.bookmakerName} {formatOdds(o.fractionalOdds, oddsId)}
              </a>
            </li>
          ))}
        </ul>
      )}
      {withheld > 0 && (
        <p data-testid="bookmaker-links-withheld">
          {withheld === 1 ? '1 bookmaker is' : `${withheld} bookmakers are`} not available on your account.
        </p>
      )}
    </>
  );
}
