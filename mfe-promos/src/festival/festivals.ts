import type { FestivalName } from '@sl/contracts';

export interface FestivalInfo {
  title: string;
  course: string;
  freeBets?: string;
}

/** The festival microsites' names, courses and free-bets pages; their pages are FESTIVAL_PAGES in @sl/contracts. */
export const FESTIVALS: Record<FestivalName, FestivalInfo> = {
  'cheltenham-festival': {
    title: 'Cheltenham Festival',
    course: 'Cheltenham',
    freeBets: '/free-bets/racing/cheltenham',
  },
  'royal-ascot': {
    title: 'Royal Ascot',
    course: 'Ascot',
  },
  'grand-national': {
    title: 'Grand National',
    course: 'Aintree',
    freeBets: '/free-bets/racing/grand-national',
  },
};
