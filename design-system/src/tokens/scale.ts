/**
 * The spacing, type, radius, border, shadow and size scales. Pixel values are written here and nowhere else
 * (the `sl/no-raw-style-values` lint rule); pages compose them.
 */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const;

export const font = {
  family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Type scale (rem, so it follows the reader's browser setting). */
export const fontSize = {
  xxs: '0.6875rem',
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  display: '2rem',
  hero: '2.5rem',
} as const;

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 } as const;

export const lineHeight = { tight: 1.2, snug: 1.35, normal: 1.5 } as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
} as const;

export const borderWidth = { hairline: '1px', thick: '2px', heavy: '3px', bar: '4px' } as const;

export const shadow = {
  sm: '0 1px 2px var(--sl-c-shadow)',
  md: '0 2px 8px var(--sl-c-shadow)',
  lg: '0 8px 24px var(--sl-c-shadow)',
} as const;

/** Fixed sizes: touch targets (WCAG 2.5.8 asks 24 px; we give 44 on what a thumb presses), icons, marks, widths. */
export const size = {
  hairline: '1px',
  progressBar: '3px',
  target: '44px',
  targetMin: '24px',
  iconSm: '16px',
  iconMd: '20px',
  iconLg: '24px',
  iconXl: '32px',
  silk: '36px',
  silkLg: '64px',
  crest: '28px',
  crestLg: '56px',
  mark: '20px',
  avatar: '40px',
  cloth: '28px',
  dot: '8px',
  badge: '20px',
  oddsButton: '64px',
  inputMin: '160px',
  cardMin: '240px',
  columnMin: '280px',
  dialog: '520px',
  prose: '720px',
  content: '1200px',
  wide: '1600px',
  chartHeight: '200px',
  pitchMax: '520px',
} as const;

export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  header: 200,
  dropdown: 300,
  overlay: 900,
  dialog: 1000,
  toast: 1100,
  progress: 1031,
} as const;

export const motion = { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;
