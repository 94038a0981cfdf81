import type { FestivalName } from '@sl/contracts';

export interface FestivalInfo {
  title: string;
  promo: string;
  course: string;
  freeBets?: string;
  sections: Array<{ path: string; label: string }>;
}

/** The festival microsites and their sub-routes (spec document 1 §2, document 2 §2). */
export const FESTIVALS: Record<FestivalName, FestivalInfo> = {
  'cheltenham-festival': {
    title: 'Cheltenham Festival',
    promo: 'cheltenham',
    course: 'Cheltenham',
    freeBets: '/free-bets/racing/cheltenham',
    sections: [
      { path: 'racing/tips', label: 'Tips' },
      { path: 'racecards', label: 'Racecards' },
      { path: 'results', label: 'Results' },
      { path: 'replays', label: 'Replays' },
      { path: 'features', label: 'Features' },
    ],
  },
  'royal-ascot': {
    title: 'Royal Ascot',
    promo: 'ascot',
    course: 'Ascot',
    sections: [
      { path: 'racing/tips', label: 'Tips' },
      { path: 'racecards', label: 'Racecards' },
      { path: 'results', label: 'Results' },
      { path: 'replays', label: 'Replays' },
      { path: 'features', label: 'Features' },
    ],
  },
  'grand-national': {
    title: 'Grand National',
    promo: 'grand-national',
    course: 'Aintree',
    freeBets: '/free-bets/racing/grand-national',
    sections: [{ path: 'runners', label: 'Runners' }],
  },
};

/** Pages that carry no banner (spec document 1 §2: Royal Ascot tips). */
export const NO_BANNER = new Set(['/royal-ascot/racing/tips']);
