import styled from 'styled-components';
import {
  OFFER_CATEGORY_LABELS,
  categoryPagePath,
  eligibilityLines,
  formatPounds,
  termLines,
} from '@sl/contracts/offers';
import { useMember } from '../member/useMember';
import { offerEnds } from './format';
import { BookmakerLogo } from './BookmakerLogo';
import { AgeLine, ClaimButton } from './OfferCard';
import { useOffer } from './queries';
import { Panel } from './styles';
import { Withheld } from './Withheld';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  Skeleton,
  TextLink,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  size,
  space,
} from '@sl/ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.sm} ${space.lg};
  margin: 0;
  dt {
    font-weight: ${fontWeight.bold};
    color: ${color.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
  ${media.narrow} {
    grid-template-columns: 1fr;
    gap: ${space.xxs};
    dd + dt {
      margin-top: ${space.sm};
    }
  }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  flex-wrap: wrap;
  h1 {
    margin: ${space.sm} 0;
    line-height: ${lineHeight.tight};
  }
`;

const Lead = styled.p`
  max-width: ${size.prose};
  font-size: ${fontSize.lg};
  line-height: ${lineHeight.normal};
`;

const Worth = styled.strong`
  color: ${color.positive};
  font-size: ${fontSize.xl};
`;

const Claim = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.md};
  margin-top: ${space.md};
`;

/** /free-bets/offer/{slug}: one offer with its full terms. */
export function OfferPage({ slug }: { slug: string }) {
  const member = useMember();
  const query = useOffer(slug, !member.hideSelfExclude);
  const { data, isError, isPending } = query;
  if (member.hideSelfExclude || data?.withheld)
    return (
      <>
        <h1>Free bet offer</h1>
        <Withheld reason={data?.withheld ?? 'self-excluded'} />
      </>
    );
  if (isError)
    return (
      <>
        <h1>Free bet offer</h1>
        <ErrorState title="This offer is unavailable right now." onRetry={() => void query.refetch()}>
          Please try again shortly.
        </ErrorState>
      </>
    );
  if (isPending)
    return (
      <div role="status" aria-label="Loading the offer">
        <Skeleton width={size.columnMin} height={fontSize.display} />
        <Skeleton lines={5} />
      </div>
    );
  const offer = data?.offer;
  if (!offer)
    return (
      <>
        <h1>Offer not found</h1>
        <EmptyState
          icon="free-bets"
          title="This offer has ended or does not exist."
          action={<ButtonLink to="/free-bets">See the offers open today</ButtonLink>}
        >
          <span data-testid="offer-not-found">Offers change often; the ones open today are all listed.</span>
        </EmptyState>
      </>
    );
  return (
    <article aria-labelledby="offer-title" data-testid="offer-page">
      <Title>
        <BookmakerLogo bookmakerId={offer.bookmakerId} name={offer.bookmakerName} large />
        <h1 id="offer-title">
          {offer.bookmakerName}: {offer.headline}
        </h1>
      </Title>
      <Lead>{offer.description}</Lead>
      <Panel aria-labelledby="offer-facts">
        <h2 id="offer-facts">The offer</h2>
        <Facts>
          <dt>Bookmaker</dt>
          <dd>{offer.bookmakerName}</dd>
          <dt>Free bets worth</dt>
          <dd>
            <Worth>{formatPounds(offer.value)}</Worth>
          </dd>
          <dt>Dates</dt>
          <dd>{offerEnds(offer.endDate)}</dd>
          <dt>For</dt>
          <dd>
            {offer.categories.map((category, i) => {
              const path = categoryPagePath(category);
              const label = OFFER_CATEGORY_LABELS[category];
              return (
                <span key={category}>
                  {i > 0 && ', '}
                  {path ? <TextLink to={path}>{label}</TextLink> : label}
                </span>
              );
            })}
          </dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="offer-eligibility">
        <h2 id="offer-eligibility">Who can claim</h2>
        <ul>
          {eligibilityLines(offer.eligibility).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Panel>
      <Panel aria-labelledby="offer-terms">
        <h2 id="offer-terms">Key terms</h2>
        <ul>
          {termLines(offer.terms).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Claim>
          <AgeLine />
          <ClaimButton offer={offer} />
        </Claim>
      </Panel>
    </article>
  );
}
