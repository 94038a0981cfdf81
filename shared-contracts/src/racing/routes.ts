import { transliterate } from '../routes/transliterate';

/**
 * Slug rule (document 2, section 2): lower-case, accents stripped, & becomes -and-, other characters removed,
 * repeated hyphens collapsed. Spaces (and the slash of 'Bodø/Glimt') become hyphens so words stay apart; hyphens
 * at either end are dropped. Letters without a decomposition (ø, ß, ı) are spelt out rather than removed.
 */
export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .replace(/&/g, '-and-')
    .replace(/[\s/]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export const RACECARDS_PATH = '/racing/racecards';

/**
 * /racing/racecards/{date yyyy-mm-dd}/{course slug}/racecard/{raceId}/{race slug}; any missing parameter falls back
 * to /racing/racecards.
 */
export function racecardPath(
  date: string | null | undefined,
  courseName: string | null | undefined,
  raceId: number | string | null | undefined,
  raceTitle: string | null | undefined,
): string {
  const day = date ? date.slice(0, 10) : '';
  const course = courseName ? slugify(courseName) : '';
  const race = raceTitle ? slugify(raceTitle) : '';
  const id = raceId === null || raceId === undefined ? '' : String(raceId);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !course || !id || !race) return RACECARDS_PATH;
  return `${RACECARDS_PATH}/${day}/${course}/racecard/${encodeURIComponent(id)}/${race}`;
}

/** /racing/profiles/{horse|jockey|trainer}/{id}. */
export function racingProfilePath(kind: 'horse' | 'jockey' | 'trainer', id: string | number): string {
  return `/racing/profiles/${kind}/${encodeURIComponent(String(id))}`;
}
