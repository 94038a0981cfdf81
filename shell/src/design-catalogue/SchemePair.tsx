import type { ReactNode } from 'react';
import styled from 'styled-components';
import { borderWidth, color, fontSize, fontWeight, media, radius, space, type ColorScheme } from '@sl/ui';

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Each half sets its own scheme's colour variables ([data-scheme] in DesignSystemStyles) and paints with them. */
const Half = styled.div`
  min-width: 0;
  padding: ${space.lg};
  background: ${color.page};
  color: ${color.text};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.lg};
`;

const SchemeName = styled.p`
  margin: 0 0 ${space.md};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${color.muted};
`;

const SCHEMES: ColorScheme[] = ['light', 'dark'];
const SCHEME_NAMES: Record<ColorScheme, string> = { light: 'Light scheme', dark: 'Dark scheme' };

/** The same demo in the light and the dark scheme, side by side on a desktop and one above the other on a phone. */
export function SchemePair({ children }: { children: (scheme: ColorScheme) => ReactNode }) {
  return (
    <Pair>
      {SCHEMES.map((scheme) => (
        <Half key={scheme} data-scheme={scheme}>
          <SchemeName>{SCHEME_NAMES[scheme]}</SchemeName>
          {children(scheme)}
        </Half>
      ))}
    </Pair>
  );
}
