import type { IconName } from '@sl/ui';

/**
 * The icon of each top-level menu item, by its id (shared-contracts nav/tree.ts): shown above the label in the
 * home page's mobile icon navigation and beside it in the mobile menu. An item without an icon shows its label only.
 */
export const NAV_ICONS: Readonly<Record<string, IconName>> = {
  racing: 'racing',
  football: 'football',
  greyhounds: 'greyhounds',
  sports: 'medal',
  tips: 'tips',
  'free-bets': 'free-bets',
  cheltenham: 'trophy',
  'royal-ascot': 'star',
  'grand-national': 'flag',
  'audio-video': 'replays',
  plus: 'plus',
};

export const navIcon = (id: string): IconName | undefined => NAV_ICONS[id];
