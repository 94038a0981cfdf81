/** The banner a promo shows in its thin form (the full banner definition arrives with the promos issue). */
export interface PromoBannerSummary {
  name: string;
  sport: string;
  title: string;
  text: string;
  link: string;
  heroBanner: boolean;
  banner: boolean;
}
