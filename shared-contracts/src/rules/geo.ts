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
