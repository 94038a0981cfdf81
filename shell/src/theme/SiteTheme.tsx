import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { useLocation } from '@sl/contracts/routing';
import { ThemeProvider } from 'styled-components';
import { themeNameForPath, type ThemeName } from '@sl/contracts';
import { DesignSystemStyles, uiTheme, useSchemeChoice } from '@sl/ui';
import { useSiteSettings } from '../site-data/useSiteSettings';

/**
 * The design system's custom properties for the reader's choice: "system" (the device's, through
 * prefers-color-scheme) on the server, while hydrating, and after that for a reader who chose nothing.
 */
function SchemeStyles({ festival }: { festival: ThemeName }) {
  return <DesignSystemStyles scheme={useSchemeChoice()} festival={festival} />;
}

/**
 * An element whose `data-scheme` is the reader's light or dark choice, which the design system's scoped blocks
 * restyle ("system" matches none of them: the page's own properties apply). Only this element renders again when a
 * choice is read after hydration: its children are the same elements as before, so nothing inside (the remotes'
 * slots among them) renders with it.
 */
export function SchemeScope({ children, ...attributes }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...attributes} data-scheme={useSchemeChoice()}>
      {children}
    </div>
  );
}

/**
 * The theme follows the festival of the current path; remotes inside see the same theme. The reader's light or
 * dark choice is read only by SchemeStyles and SchemeScope: the theme object does not change with it, so reading it
 * after hydration renders no styled component again.
 */
export function SiteTheme({ children }: { children: (themeName: string) => ReactNode }) {
  const { pathname } = useLocation();
  const { royalAscotMicrosite } = useSiteSettings();
  const name = themeNameForPath(pathname, royalAscotMicrosite);
  const theme = useMemo(() => uiTheme(name), [name]);
  return (
    <ThemeProvider theme={theme}>
      <SchemeStyles festival={name} />
      {children(name)}
    </ThemeProvider>
  );
}
