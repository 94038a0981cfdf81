import type { FestivalName } from '@sl/contracts';

export interface FestivalInfo {
  title: string;
  course: string;
  freeBets?: string;
  sections: Array<{ path: string; label: string }>;
}

/** The festival microsites and their sub-routes (spec document 1 §2, document 2 §2). */
export const FESTIVALS: Record<FestivalName, FestivalInfo> = {
  'cheltenham-festival': {
    title: 'Cheltenham Festival',
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
    course: 'Aintree',
    freeBets: '/free-bets/racing/grand-national',
    sections: [{ path: 'runners', label: 'Runners' }],
  },
};
