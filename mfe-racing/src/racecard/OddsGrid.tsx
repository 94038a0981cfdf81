import styled from 'styled-components';
import {
  DEVICE,
  ENTRY_STATUS,
  bookmakerLink,
  canLinkTo,
  formatOdds,
  unlinkableCount,
  useAuth,
  useSkyBetV2,
  type BookmakerOdds,
  type OddsFormatId,
  type RaceCardEntry,
} from '@sl/contracts';
import { BookmakerMark, OddsButton, borderWidth, color, fontSize, fontWeight, radius, space } from '@sl/ui';
import { useIsPhone } from './viewport';

/* Positioned so the screen-reader-only text inside (absolutely placed) scrolls with the grid, not past the page. */
const Region = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  &:focus-visible {
    outline: ${borderWidth.thick} solid ${color.focus};
    outline-offset: ${borderWidth.thick};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${fontSize.sm};
  caption {
    text-align: left;
    padding: ${space.sm} ${space.md};
    font-weight: ${fontWeight.bold};
  }
  th,
  td {
    padding: ${space.xs} ${space.sm};
    border-top: ${borderWidth.hairline} solid ${color.border};
    text-align: center;
    white-space: nowrap;
  }
  th[scope='row'] {
    text-align: left;
    font-weight: ${fontWeight.semibold};
    position: sticky;
    left: 0;
    background: ${color.surface};
    z-index: 1;
  }
  thead th {
    background: ${color.surfaceSunken};
  }
`;

const Note = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

interface Column {
  bookmakerId: number;
  name: string;
}

/** The bookmakers priced on the race, in the order the API gives them (betting-partner order). */
function columnsOf(entries: readonly RaceCardEntry[]): Column[] {
  const seen = new Map<number, Column>();
  for (const e of entries)
    for (const o of e.bookmakerOdds)
      if (!seen.has(o.bookmakerId))
        seen.set(o.bookmakerId, { bookmakerId: o.bookmakerId, name: o.bookmakerName });
  return [...seen.values()];
}

/**
 * Every runner's price with every bookmaker the member may be sent to (the can_link_to rules, as the runner's own
 * links), the best price for each runner marked. The grid scrolls inside its own region on a phone.
 */
export function OddsGrid({ entries, oddsId }: { entries: readonly RaceCardEntry[]; oddsId: OddsFormatId }) {
  const loggedIn = useAuth((s) => s.loggedIn);
  const allowList = useAuth((s) => s['com.sbgcore.can_link_to']);
  const skyBetV2 = useSkyBetV2();
  const phone = useIsPhone();
  const runners = entries
    .filter((e) => e.statusId === ENTRY_STATUS.runner && e.bookmakerOdds.length > 0)
    .sort((a, b) => a.entryNumber - b.entryNumber);
  const all = columnsOf(runners);
  if (all.length === 0) return null;
  const columns = all.filter((c) => canLinkTo(c.bookmakerId, loggedIn, allowList));
  const withheld = unlinkableCount(
    all.map((c) => c.bookmakerId),
    loggedIn,
    allowList,
  );
  const device = phone ? DEVICE.mobile : DEVICE.desktop;
  const shown = (e: RaceCardEntry) =>
    e.bookmakerOdds.filter((o) => columns.some((c) => c.bookmakerId === o.bookmakerId));
  const best = (e: RaceCardEntry) => Math.max(0, ...shown(e).map((o) => o.decimalOdds));
  const cell = (e: RaceCardEntry, column: Column, top: number) => {
    const o: BookmakerOdds | undefined = e.bookmakerOdds.find((x) => x.bookmakerId === column.bookmakerId);
    if (!o) return <span aria-label="No price">–</span>;
    const price = formatOdds(o.fractionalOdds, oddsId);
    const href = bookmakerLink(o, { device, loggedIn, skyBetV2 });
    const isBest = o.decimalOdds === top && top > 0;
    // A price without a bet slip to go to is shown, not offered as a button that does nothing.
    if (!href) return <span data-best={isBest || undefined}>{price}</span>;
    return (
      <OddsButton
        price={price}
        best={isBest}
        href={href}
        label={`${e.horseName} at ${price} with ${column.name}`}
      />
    );
  };
  return (
    <section aria-labelledby="odds-grid-heading" data-testid="odds-grid">
      <h2 id="odds-grid-heading">Odds comparison</h2>
      {columns.length > 0 && (
        <Region role="region" aria-label="Odds by bookmaker, scrolls sideways" tabIndex={0}>
          <Table>
            <caption>Prices by bookmaker, best price marked</caption>
            <thead>
              <tr>
                <th scope="col">Runner</th>
                {columns.map((c) => (
                  <th key={c.bookmakerId} scope="col">
                    <BookmakerMark bookmakerId={c.bookmakerId} name={c.name} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {runners.map((e) => {
                const top = best(e);
                return (
                  <tr key={e.horseCode} data-testid="odds-row">
                    <th scope="row">
                      {e.entryNumber}. {e.horseName}
                    </th>
                    {columns.map((c) => (
                      <td key={c.bookmakerId}>{cell(e, c, top)}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Region>
      )}
      {withheld > 0 && (
        <Note>
          {withheld === 1 ? '1 bookmaker is' : `${withheld} bookmakers are`} not available on your account.
        </Note>
      )}
    </section>
  );
}
