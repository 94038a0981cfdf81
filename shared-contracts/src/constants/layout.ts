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
