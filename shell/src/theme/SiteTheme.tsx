import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { themeNameForPath } from '@sl/contracts';
import { DesignSystemStyles, uiTheme, useRenderedScheme } from '@sl/ui';
import { useSiteSettings } from '../site-data/useSiteSettings';

/**
 * The theme follows the festival of the current path and the reader's light or dark choice; remotes inside see
 * the same theme, and the design system's custom properties restyle them without a re-render.
 */
export function SiteTheme({ children }: { children: (themeName: string, scheme: string) => ReactNode }) {
  const { pathname } = useLocation();
  const { royalAscotMicrosite } = useSiteSettings();
  const name = themeNameForPath(pathname, royalAscotMicrosite);
  // "system" on the server and while hydrating: the device's preference decides until the browser knows.
  const scheme = useRenderedScheme();
  const theme = useMemo(() => uiTheme(name, scheme === 'system' ? 'light' : scheme), [name, scheme]);
  return (
    <ThemeProvider theme={theme}>
      <DesignSystemStyles scheme={scheme} festival={name} />
      {children(name, scheme)}
    </ThemeProvider>
  );
}
