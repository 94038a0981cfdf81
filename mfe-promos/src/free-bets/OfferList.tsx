import styled from 'styled-components';
import type { OfferCategory } from '@sl/contracts/offers';
import { useMember } from '../member/useMember';
import { OfferCard } from './OfferCard';
import { useOffers } from './queries';
import { useOfferSignposts } from './useOfferSignposts';
import { Withheld } from './Withheld';
import {
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  TextLink,
  TileGrid,
  color,
  fontSize,
  size,
  space,
} from '@sl/ui';

const Note = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

/** Card-shaped placeholders while the offers load, so the page does not jump when they arrive. */
function Loading() {
  return (
    <div role="status" aria-label="Loading offers">
      <TileGrid as="div">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton width={size.columnMin} height={space.xl} />
            <Skeleton lines={4} />
          </Card>
        ))}
      </TileGrid>
    </div>
  );
}

/** The live offers of a category as cards, for whoever is looking (the service applies the spec's rules). */
export function OfferList({ category, heading }: { category: OfferCategory | 'all'; heading: string }) {
  const member = useMember();
  // Members whose claims already say so are not even asked about: the service would withhold them too.
  const query = useOffers(category, !member.hideSelfExclude);
  const answer = member.hideSelfExclude ? undefined : query.data;
  const { newSlugs } = useOfferSignposts(answer);
  const headingId = `offers-${category}`;

  let body;
  if (member.hideSelfExclude) body = <Withheld reason="self-excluded" />;
  else if (query.isError)
    body = (
      <ErrorState title="Free bet offers are unavailable right now." onRetry={() => void query.refetch()}>
        Please try again shortly.
      </ErrorState>
    );
  else if (!answer) body = <Loading />;
  else if (answer.withheld) body = <Withheld reason={answer.withheld} />;
  else if (answer.offers.length === 0)
    body = (
      <EmptyState
        icon="free-bets"
        title="There are no offers open here at the moment."
        action={
          category === 'all' ? undefined : <TextLink to="/free-bets">See every offer open today</TextLink>
        }
      >
        New offers are added ahead of the big events.
      </EmptyState>
    );
  else
    body = (
      <>
        {newSlugs.size > 0 && (
          <Note data-testid="offers-new-count">
            {newSlugs.size === 1 ? '1 offer is' : `${newSlugs.size} offers are`} new since your last visit.
          </Note>
        )}
        <TileGrid aria-labelledby={headingId}>
          {answer.offers.map((offer) => (
            <li key={offer.slug}>
              <OfferCard offer={offer} isNew={newSlugs.has(offer.slug)} />
            </li>
          ))}
        </TileGrid>
        {answer.unlinkableBookmakers > 0 && (
          <Note>
            Offers from {answer.unlinkableBookmakers} more{' '}
            {answer.unlinkableBookmakers === 1 ? 'bookmaker' : 'bookmakers'} are not shown, as your account is
            not linked to {answer.unlinkableBookmakers === 1 ? 'it' : 'them'}.
          </Note>
        )}
      </>
    );

  return (
    <section aria-labelledby={headingId} data-testid="offer-list">
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  );
}
