import styled from 'styled-components';
import {
  OFFER_CATEGORY_LABELS,
  compareBookmakers,
  formatPounds,
  offerPath,
  type BookmakerComparison,
} from '@sl/contracts/offers';
import {
  DataTable,
  EmptyState,
  ErrorState,
  Skeleton,
  TextLink,
  color,
  fontSize,
  space,
  type DataTableColumn,
} from '@sl/ui';
import { useMember } from '../member/useMember';
import { BookmakerLogo } from './BookmakerLogo';
import { ClaimButton } from './OfferCard';
import { useOffers } from './queries';
import { Withheld } from './Withheld';

const Lead = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
  margin: 0 0 ${space.md};
`;

const Bookmaker = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
`;

const COLUMNS: Array<DataTableColumn<BookmakerComparison>> = [
  {
    key: 'bookmaker',
    header: 'Bookmaker',
    isRowHeader: true,
    render: (row) => (
      <Bookmaker>
        <BookmakerLogo bookmakerId={row.bookmakerId} name={row.bookmakerName} />
        {row.bookmakerName}
      </Bookmaker>
    ),
  },
  {
    key: 'best',
    header: 'Best offer',
    render: (row) => (
      <span>
        <TextLink to={offerPath(row.bestOffer.slug)}>{row.bestOffer.headline}</TextLink> (
        {formatPounds(row.bestValue)})
      </span>
    ),
  },
  { key: 'offers', header: 'Offers open', align: 'right', render: (row) => row.offers },
  {
    key: 'stake',
    header: 'Lowest qualifying stake',
    label: 'Lowest stake',
    align: 'right',
    render: (row) => formatPounds(row.lowestStake),
  },
  {
    key: 'sports',
    header: 'Sports',
    hideBelow: 'tablet',
    render: (row) => row.categories.map((c) => OFFER_CATEGORY_LABELS[c]).join(', '),
  },
  {
    key: 'claim',
    header: 'Claim',
    align: 'right',
    render: (row) => <ClaimButton offer={row.bestOffer} size="sm" />,
  },
];

/** /free-bets/betting-sites: the bookmakers side by side, from the offers this viewer may see. */
export function BettingSites() {
  const member = useMember();
  const query = useOffers('all', !member.hideSelfExclude);
  const { data, isError } = query;
  let body;
  if (member.hideSelfExclude) body = <Withheld reason="self-excluded" />;
  else if (isError)
    body = (
      <ErrorState title="Betting sites are unavailable right now." onRetry={() => void query.refetch()}>
        Please try again shortly.
      </ErrorState>
    );
  else if (!data)
    body = (
      <div role="status" aria-label="Loading betting sites">
        <Skeleton lines={4} />
      </div>
    );
  else if (data.withheld) body = <Withheld reason={data.withheld} />;
  else if (data.offers.length === 0)
    body = <EmptyState icon="free-bets" title="There are no offers open at the moment." />;
  else
    body = (
      <DataTable
        caption="Bookmakers compared by their free bet offers today"
        columns={COLUMNS}
        rows={compareBookmakers(data.offers)}
        rowKey={(row) => String(row.bookmakerId)}
        collapse
      />
    );
  return (
    <section aria-labelledby="betting-sites-heading">
      <h2 id="betting-sites-heading">Betting sites compared</h2>
      <Lead>
        18+. UK and Ireland only. Offers change often: check the terms at the bookmaker before you join.
      </Lead>
      {body}
    </section>
  );
}
