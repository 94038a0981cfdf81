import styled from 'styled-components';
import {
  COLOR_ROLES,
  DARK_PALETTE,
  LIGHT_PALETTE,
  borderWidth,
  color,
  font,
  fontSize,
  fontWeight,
  radius,
  shadow,
  size,
  space,
  type ColorScheme,
} from '@sl/ui';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-width: 0;
  font-size: ${fontSize.xs};
  code {
    display: block;
    font-family: ${font.mono};
    color: ${color.muted};
  }
  strong {
    display: block;
    font-weight: ${fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Chip = styled.span`
  flex: none;
  width: ${size.iconXl};
  height: ${size.iconXl};
  border-radius: ${radius.sm};
  border: ${borderWidth.hairline} solid ${color.borderStrong};
`;

/** Every colour role, painted from the scheme's variables, with the value the scheme gives it. */
export function ColourRoles({ scheme }: { scheme: ColorScheme }) {
  const palette = scheme === 'dark' ? DARK_PALETTE : LIGHT_PALETTE;
  return (
    <Grid aria-label={`Colour roles, ${scheme} scheme`}>
      {COLOR_ROLES.map((role) => (
        <Swatch key={role}>
          <Chip style={{ background: color[role] }} />
          <span>
            <strong>{role}</strong>
            <code>{palette[role]}</code>
          </span>
        </Swatch>
      ))}
    </Grid>
  );
}

const Rows = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 5rem minmax(0, 1fr);
    align-items: center;
    gap: ${space.md};
    min-width: 0;
  }
  code {
    font-family: ${font.mono};
    font-size: ${fontSize.xs};
    color: ${color.muted};
  }
`;

const Bar = styled.span`
  display: block;
  height: ${space.md};
  background: ${color.primary};
  border-radius: ${radius.sm};
`;

export function SpacingScale() {
  return (
    <Rows aria-label="Spacing scale">
      {Object.entries(space).map(([name, value]) => (
        <li key={name}>
          <code>
            {name} {value}
          </code>
          <Bar style={{ width: value }} />
        </li>
      ))}
    </Rows>
  );
}

const Sample = styled.span`
  line-height: 1.2;
`;

export function TypeScale() {
  return (
    <Rows aria-label="Type scale">
      {Object.entries(fontSize).map(([name, value]) => (
        <li key={name}>
          <code>
            {name} {value}
          </code>
          <Sample style={{ fontSize: value }}>Ascot 6/4</Sample>
        </li>
      ))}
    </Rows>
  );
}

const Boxes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space.xs};
    font-size: ${fontSize.xs};
  }
  code {
    font-family: ${font.mono};
    color: ${color.muted};
  }
`;

const Box = styled.span`
  display: block;
  width: ${size.avatar};
  height: ${size.avatar};
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.borderStrong};
`;

export function RadiusScale() {
  return (
    <Boxes aria-label="Corner radii">
      {Object.entries(radius).map(([name, value]) => (
        <li key={name}>
          <Box style={{ borderRadius: value }} />
          <code>{name}</code>
        </li>
      ))}
    </Boxes>
  );
}

export function ShadowScale() {
  return (
    <Boxes aria-label="Shadows">
      {Object.entries(shadow).map(([name, value]) => (
        <li key={name}>
          <Box style={{ boxShadow: value, borderRadius: radius.md, borderColor: color.border }} />
          <code>{name}</code>
        </li>
      ))}
    </Boxes>
  );
}
