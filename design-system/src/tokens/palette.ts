/**
 * The only place colour values are written (with the festival brands below). Components use the colour roles in
 * `color.ts`, which point at CSS custom properties, so a scheme or festival change restyles every remote at once
 * without re-rendering it.
 */
export const COLOR_ROLES = [
  'page',
  'surface',
  'surfaceAlt',
  'surfaceSunken',
  'text',
  'muted',
  'border',
  'borderStrong',
  'primary',
  'onPrimary',
  'brand',
  'onBrand',
  'brandAlt',
  'accent',
  'onAccent',
  'link',
  'positive',
  'onPositive',
  'negative',
  'onNegative',
  'warning',
  'onWarning',
  'info',
  'focus',
  'bestBg',
  'bestText',
  'highlight',
  'skeleton',
  'shadow',
  'overlay',
  'pitch',
  'pitchLine',
  'chartLine',
  'chartGrid',
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];
export type Palette = Record<ColorRole, string>;

export const LIGHT_PALETTE: Palette = {
  page: '#f2f4f7',
  surface: '#ffffff',
  surfaceAlt: '#f6f8fb',
  surfaceSunken: '#e9edf3',
  text: '#141b26',
  muted: '#4a5568',
  border: '#d5dbe5',
  borderStrong: '#8792a2',
  primary: '#0b1f3a',
  onPrimary: '#ffffff',
  brand: '#0b1f3a',
  onBrand: '#ffffff',
  brandAlt: '#16335c',
  accent: '#f2b705',
  onAccent: '#141b26',
  link: '#0b4fb3',
  // Green text also sits on surfaceSunken (an opened runner's details): 5.3:1 there, 6.2:1 on surface.
  positive: '#08703a',
  onPositive: '#ffffff',
  negative: '#b42318',
  onNegative: '#ffffff',
  warning: '#8a5a00',
  onWarning: '#ffffff',
  info: '#1f5fa8',
  focus: '#1d6fe0',
  bestBg: '#dff3e6',
  bestText: '#075c2a',
  highlight: '#fff4cc',
  skeleton: '#e2e7ee',
  shadow: 'rgba(11, 31, 58, 0.14)',
  overlay: 'rgba(8, 14, 24, 0.55)',
  pitch: '#2e7d3a',
  pitchLine: 'rgba(255, 255, 255, 0.75)',
  chartLine: '#0b4fb3',
  chartGrid: '#d5dbe5',
};

export const DARK_PALETTE: Palette = {
  page: '#0d1117',
  surface: '#161b22',
  surfaceAlt: '#1c232d',
  surfaceSunken: '#0a0e14',
  text: '#e6edf3',
  muted: '#a9b4c2',
  border: '#30363d',
  borderStrong: '#6e7886',
  primary: '#8ab4f8',
  onPrimary: '#0b1f3a',
  brand: '#0b1f3a',
  onBrand: '#ffffff',
  brandAlt: '#16335c',
  accent: '#f2b705',
  onAccent: '#141b26',
  link: '#8ab4f8',
  positive: '#3fb950',
  onPositive: '#0d1117',
  negative: '#ff7b72',
  onNegative: '#0d1117',
  warning: '#e3b341',
  onWarning: '#0d1117',
  info: '#79b8ff',
  focus: '#58a6ff',
  bestBg: '#123d22',
  bestText: '#8ee6a9',
  highlight: '#3a3000',
  skeleton: '#262d36',
  shadow: 'rgba(0, 0, 0, 0.55)',
  overlay: 'rgba(0, 0, 0, 0.7)',
  pitch: '#1d5a28',
  pitchLine: 'rgba(255, 255, 255, 0.6)',
  chartLine: '#8ab4f8',
  chartGrid: '#30363d',
};

/** The festival themes of spec document 2 ("Theme follows the festival"): they recolour the brand and accent. */
export const FESTIVAL_BRANDS = {
  default: { brand: '#0b1f3a', brandAlt: '#16335c', accent: '#f2b705' },
  cheltenham: { brand: '#7a2e00', brandAlt: '#9a3d05', accent: '#ffa54d' },
  'grand-national': { brand: '#5c0a3d', brandAlt: '#7a1553', accent: '#ff5cb8' },
  'royal-ascot': { brand: '#0b2a6b', brandAlt: '#163d8f', accent: '#7fb2ff' },
} as const;
export type FestivalBrand = keyof typeof FESTIVAL_BRANDS;

/** Fixed colours for drawings (silk outlines, crest strokes, pitch marks) that must not change with the scheme. */
export const NEUTRAL = { white: '#ffffff', black: '#000000', transparent: 'transparent' } as const;

/**
 * Bookmakers' brand colours, for their wordmarks (data about a third party, so they do not follow the scheme),
 * keyed by the short names of BOOKMAKER_LINK_NAMES in contracts.
 */
export const BOOKMAKER_BRANDS = {
  betfair: { background: '#ffb80c', text: '#1e1e1e', accent: '#1e1e1e' },
  paddypower: { background: '#004833', text: '#ffffff', accent: '#00a651' },
  skybet: { background: '#00205b', text: '#ffffff', accent: '#e4002b' },
} as const;
export type BookmakerBrand = keyof typeof BOOKMAKER_BRANDS;
