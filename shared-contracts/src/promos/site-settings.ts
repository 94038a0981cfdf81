/** Site-wide switches the promos service owns (spec document 2 §3); strings because the source config is stringly typed. */
export interface SiteSettings {
  royalAscotMicrosite: 'true' | 'false';
}

/** The safe answer when the promos service cannot be reached: no microsite. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = { royalAscotMicrosite: 'false' };

/** One entry of the free-bets menu (spec document 2 §3). */
export interface FreeBetsMenuEntry {
  name: string;
  url_segment: string;
  external_link?: string;
}
