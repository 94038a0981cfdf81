import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { siteThemeForPath } from '@sl/contracts';
import { useSiteSettings } from '../site-data/useSiteSettings';

/** The theme follows the festival of the current path; remotes inside see the same theme. */
export function SiteTheme({ children }: { children: (themeName: string) => ReactNode }) {
  const { pathname } = useLocation();
  const { royalAscotMicrosite } = useSiteSettings();
  const theme = siteThemeForPath(pathname, royalAscotMicrosite);
  return <ThemeProvider theme={theme}>{children(theme.name)}</ThemeProvider>;
}
