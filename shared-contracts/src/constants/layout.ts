/** Layout sizes and breakpoints from spec document 2, section 9. */
export const BREAKPOINTS = {
  smallMobile: 375,
  maxMobile: 675,
  tablet: 860,
  layoutBreak: 1200,
  wideScreen: 1600,
} as const;

export const LAYOUT = {
  mainContent: 800,
  side: 380,
  gutter: 20,
  headerHeightMobile: 52,
  headerHeightDesktop: 75,
  footerGroupMaxHeight: 400,
  mobileMenuMaxHeight: 470,
} as const;

/**
 * Height (px) of the racing and football quick-links strips, fixed by both remotes and held by the shell on the
 * pages that show them, so a strip arriving after the page never pushes it down (CLS).
 */
export const QUICK_LINKS_STRIP_HEIGHT = 66;
