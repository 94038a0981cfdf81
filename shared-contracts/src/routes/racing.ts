import { RACECARDS_PATH } from '../racing/routes';

/** Racecard pages set the racecard sign-posting flag: /racing/racecards/[date]/[courseNameSlug]/racecard/... */
export function isRacecardPage(pathname: string): boolean {
  return /^\/racing\/racecards\/[^/]+\/[^/]+\/racecard(\/|$)/.test(pathname);
}

/** Premium members' racecards links carry the plus campaign tag. */
export const PREMIUM_RACECARDS_QUERY = 'dcmp=SL_PLUS_CARDS';

export function racecardsLink(url: string, premium: boolean): string {
  if (
    !premium ||
    (url !== RACECARDS_PATH && !url.startsWith(`${RACECARDS_PATH}/`) && !url.startsWith(`${RACECARDS_PATH}?`))
  )
    return url;
  return url.includes('?') ? `${url}&${PREMIUM_RACECARDS_QUERY}` : `${url}?${PREMIUM_RACECARDS_QUERY}`;
}
