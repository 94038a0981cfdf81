import { ThinBanner } from '../banners/ThinBanner';
import { useBanners } from '../banners/useBanners';

/** The configured promotions; with none configured, nothing shows (spec document 1, banner display rules). */
export default function Banners() {
  const { data } = useBanners();
  if (!data || data.length === 0) return null;
  return (
    <div data-remote="promos" data-build={__SL_BUILD_LABEL__}>
      {data.slice(0, 2).map((promo) => (
        <ThinBanner key={promo.name} promo={promo} />
      ))}
    </div>
  );
}
