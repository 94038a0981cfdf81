import styled from 'styled-components';
import {
  OFFER_LINK_REL,
  SAFER_GAMBLING_LINE,
  eligibilityLines,
  formatPounds,
  offerPath,
  termLines,
  type FreeBetOffer,
} from '@sl/contracts/offers';
import {
  Badge,
  Card,
  TextLink,
  VisuallyHidden,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@sl/ui';
import { BookmakerLogo } from './BookmakerLogo';
import { offerEnds } from './format';
import { AgeBadge, ClaimLink } from './styles';

const Body = styled(Card)`
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
    line-height: ${lineHeight.snug};
  }
  h4 {
    margin: ${space.xs} 0 0;
    font-size: ${fontSize.sm};
    color: ${color.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    margin: 0;
    padding-left: ${space.lg};
    font-size: ${fontSize.sm};
    line-height: ${lineHeight.snug};
  }
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

const Value = styled.p`
  font-size: ${fontSize.md};
  strong {
    font-size: ${fontSize.display};
    font-weight: ${fontWeight.black};
    line-height: ${lineHeight.tight};
    color: ${color.positive};
  }
`;

const Small = styled.p`
  display: flex;
  align-items: center;
  font-size: ${fontSize.sm};
  color: ${color.muted};
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${space.sm};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.lg};
`;

/** The sponsored link to claim an offer at the bookmaker (opens a new tab; paid placement). */
export function ClaimButton({ offer, size = 'md' }: { offer: FreeBetOffer; size?: 'sm' | 'md' }) {
  return (
    <ClaimLink to={offer.link} target="_blank" rel={OFFER_LINK_REL} data-testid="claim-offer" size={size}>
      Claim offer
      <VisuallyHidden>
        {' '}
        at {offer.bookmakerName}: {offer.headline} (opens in a new tab)
      </VisuallyHidden>
    </ClaimLink>
  );
}

/** The 18+ mark and the safer-gambling line every offer carries. */
export function AgeLine({ className }: { className?: string }) {
  return (
    <Small data-testid="offer-age" className={className}>
      <AgeBadge>18+</AgeBadge>
      {SAFER_GAMBLING_LINE}
    </Small>
  );
}

/** One offer card: bookmaker, offer, value, eligibility, key terms, 18+ and the claim link. */
export function OfferCard({ offer, isNew = false }: { offer: FreeBetOffer; isNew?: boolean }) {
  const id = `offer-${offer.slug}`;
  const terms = termLines(offer.terms).slice(0, 3);
  return (
    <Body stack forwardedAs="article" aria-labelledby={id} data-testid="offer-card" data-offer={offer.slug}>
      <Head>
        <BookmakerLogo bookmakerId={offer.bookmakerId} name={offer.bookmakerName} large />
        {isNew && <Badge tone="accent">New</Badge>}
      </Head>
      <h3 id={id}>
        {offer.bookmakerName}: {offer.headline}
      </h3>
      <Value>
        Free bets worth <strong>{formatPounds(offer.value)}</strong>
      </Value>
      <h4>Who can claim</h4>
      <ul aria-label="Eligibility">
        {eligibilityLines(offer.eligibility).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h4>Key terms</h4>
      <ul aria-label="Key terms">
        {terms.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Small>{offerEnds(offer.endDate)}</Small>
      <AgeLine />
      <Actions>
        <ClaimButton offer={offer} />
        <TextLink to={offerPath(offer.slug)}>
          Full terms
          <VisuallyHidden>
            {' '}
            of {offer.bookmakerName}: {offer.headline}
          </VisuallyHidden>
        </TextLink>
      </Actions>
    </Body>
  );
}
