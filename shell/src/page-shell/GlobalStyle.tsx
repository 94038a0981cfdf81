import { createGlobalStyle } from 'styled-components';
import { color, shadow, size, space, zIndex } from '@sl/ui';

/**
 * The shell's own page-wide rules: the visually-hidden helper and the route progress bar. The body's colours,
 * fonts and element defaults are the design system's (DesignSystemStyles), not repeated here.
 */
export const GlobalStyle = createGlobalStyle`
  .visually-hidden {
    position: absolute !important;
    width: ${size.hairline};
    height: ${size.hairline};
    margin: -${size.hairline};
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  #nprogress {
    pointer-events: none;
  }
  #nprogress .bar {
    position: fixed;
    z-index: ${zIndex.progress};
    top: 0;
    left: 0;
    width: 100%;
    height: ${size.progressBar};
    background: ${color.accent};
  }
  #nprogress .peg {
    display: block;
    position: absolute;
    right: 0;
    width: ${space.huge};
    height: 100%;
    box-shadow: ${shadow.md};
    opacity: 1;
    transform: rotate(3deg) translate(0, -${space.xs});
  }
`;
