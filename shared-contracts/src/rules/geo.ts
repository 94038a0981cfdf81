/** Countries whose viewers count as UK/Ireland (spec document 2, section 5). */
export const UK_IRELAND_COUNTRIES = [
  'GB',
  'IE',
  'IM',
  'JE',
  'GG',
  'GI',
  'AI',
  'BM',
  'CX',
  'CC',
  'FK',
  'KY',
  'MS',
  'PN',
  'SH',
  'SGS',
  'TC',
  'VG',
  'IO',
] as const;

/** True for a UK/Ireland viewer; always true in development, where there is no CDN to tell. */
export function isUkOrIreland(country: string | null | undefined, development = false): boolean {
  if (development) return true;
  if (!country) return false;
  return (UK_IRELAND_COUNTRIES as readonly string[]).includes(country.trim().toUpperCase());
}

/** The CDN header that names the viewer's country (README: `COUNTRY_HEADER`). */
export const DEFAULT_COUNTRY_HEADER = 'cloudfront-viewer-country';

/** How a service reads a viewer's geography: the CDN header naming the country, and whether this is a development run. */
export interface ViewerGeo {
  countryHeader: string;
  development: boolean;
}

/** The viewer country from a request's headers: upper case, '' when the CDN sent none (or sent rubbish). */
export function viewerCountry(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  headerName: string = DEFAULT_COUNTRY_HEADER,
): string {
  const raw = headers[headerName.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2,3}$/.test(value) ? value : '';
}

/**
 * Whether betting content (bookmaker prices and links, free-bet offers, betting menu items) may be shown to this
 * viewer: UK/Ireland only. With no country header there is no CDN in front to say where the viewer is (a local
 * run), which is treated like development (see docs/adr/0005-betting-content-for-uk-and-ireland-viewers.md).
 */
export function bettingAllowed(country: string, development: boolean): boolean {
  return isUkOrIreland(country, development || country === '');
}
