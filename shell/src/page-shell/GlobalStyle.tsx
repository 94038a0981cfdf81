import { createGlobalStyle } from 'styled-components';

/** Page-wide rules: the visually-hidden helper and the route progress bar's look. */
export const GlobalStyle = createGlobalStyle`
  body {
    background: ${(p) => p.theme.colors.page};
    color: ${(p) => p.theme.colors.text};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
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
    z-index: 1031;
    top: 0;
    left: 0;
    width: 100%;
    height: 3px;
    background: ${(p) => p.theme.colors.accent};
  }
  #nprogress .peg {
    display: block;
    position: absolute;
    right: 0;
    width: 100px;
    height: 100%;
    box-shadow: 0 0 10px ${(p) => p.theme.colors.accent};
    opacity: 1;
    transform: rotate(3deg) translate(0, -4px);
  }
`;
