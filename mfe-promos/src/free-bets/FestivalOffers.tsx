import { Link } from '@sl/contracts/routing';
import { type FestivalName } from '@sl/contracts';
import { FESTIVAL_OFFER_CATEGORY, OFFER_CATEGORY_LABELS, categoryPagePath } from '@sl/contracts/offers';
import { OfferList } from './OfferList';
import { SaferGambling } from './SaferGambling';

/** A festival microsite's free-bets page (/{festival}/free-bets): the festival's own offers. */
export function FestivalOffers({ festival }: { festival: FestivalName }) {
  const category = FESTIVAL_OFFER_CATEGORY[festival];
  const more = categoryPagePath(category);
  return (
    <div data-testid="festival-offers">
      <OfferList category={category} heading={`${OFFER_CATEGORY_LABELS[category]} free bet offers`} />
      <p>
        {more && (
          <>
            <Link to={more}>All {OFFER_CATEGORY_LABELS[category]} free bets</Link> ·{' '}
          </>
        )}
        <Link to="/free-bets/racing">Compare every racing free bet offer</Link>
      </p>
      <SaferGambling />
    </div>
  );
}
