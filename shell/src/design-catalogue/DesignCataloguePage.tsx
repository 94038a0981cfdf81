import type { ReactNode } from 'react';
import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { borderWidth, color, fontSize, media, radius, size, space } from '@sl/ui';
import { usePageTitle } from '../page-shell/usePageTitle';
import { DEMOS } from './demos';
import { SchemePair } from './SchemePair';
import { ColourRoles, RadiusScale, ShadowScale, SpacingScale, TypeScale } from './TokenSwatches';

const Page = styled.article`
  min-width: 0;
  max-width: ${size.content};
  margin: 0 auto;
  h1 {
    margin-top: 0;
  }
  > p {
    max-width: ${size.prose};
  }
`;

const Contents = styled.nav`
  margin: ${space.lg} 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${space.xxs} 0;
    font-size: ${fontSize.sm};
  }
`;

const Section = styled.section`
  margin-top: ${space.xxl};
  padding-top: ${space.lg};
  border-top: ${borderWidth.thick} solid ${color.border};
  h2 {
    margin-top: 0;
  }
`;

const Block = styled.section`
  margin-top: ${space.xl};
  > p {
    margin: 0 0 ${space.md};
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
`;

const Panel = styled.div`
  min-width: 0;
  padding: ${space.lg};
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.lg};
`;

const Two = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: minmax(0, 1fr);
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function Sub({
  id,
  title,
  about,
  children,
}: {
  id: string;
  title: string;
  about: string;
  children: ReactNode;
}) {
  return (
    <Block aria-labelledby={`${id}-title`} data-catalogue={id}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p>{about}</p>
      {children}
    </Block>
  );
}

/**
 * The design system's catalogue (issue 16): the tokens and every component in the light and the dark scheme side
 * by side, from sample data. Not in the menus; for the people building pages.
 */
export function DesignCataloguePage() {
  const { pathname } = useLocation();
  usePageTitle('Design system', pathname);
  return (
    <Page aria-labelledby="catalogue-title" data-testid="design-catalogue">
      <h1 id="catalogue-title">Design system</h1>
      <p>
        The tokens and components every page of the site is built from, each shown in the light and the dark
        scheme. Components come from <code>@sl/ui</code>; colours and sizes only from its tokens.
      </p>
      <Contents aria-label="Catalogue contents">
        <ul>
          <li>
            <a href="#tokens">Tokens</a>
          </li>
          {DEMOS.map((d) => (
            <li key={d.id}>
              <a href={`#${d.id}-title`}>{d.title}</a>
            </li>
          ))}
        </ul>
      </Contents>

      <Section aria-labelledby="tokens">
        <h2 id="tokens">Tokens</h2>
        <Sub
          id="colour-roles"
          title="Colour roles"
          about="Every role as the scheme's custom property paints it."
        >
          <SchemePair>{(scheme) => <ColourRoles scheme={scheme} />}</SchemePair>
        </Sub>
        <Two>
          <Sub id="spacing" title="Spacing" about="Gaps and padding, from 2 to 64 pixels.">
            <Panel>
              <SpacingScale />
            </Panel>
          </Sub>
          <Sub id="type" title="Type scale" about="In rem, so text follows the reader's browser setting.">
            <Panel>
              <TypeScale />
            </Panel>
          </Sub>
          <Sub id="radii" title="Radii" about="Corner rounding.">
            <Panel>
              <RadiusScale />
            </Panel>
          </Sub>
          <Sub id="shadows" title="Shadows" about="Elevation, tinted by the scheme's shadow colour.">
            <Panel>
              <ShadowScale />
            </Panel>
          </Sub>
        </Two>
      </Section>

      <Section aria-labelledby="components">
        <h2 id="components">Components</h2>
        {DEMOS.map((demo) => (
          <Sub key={demo.id} id={demo.id} title={demo.title} about={demo.about}>
            <SchemePair>{demo.render}</SchemePair>
          </Sub>
        ))}
      </Section>
    </Page>
  );
}
