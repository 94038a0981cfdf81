import { COLOR_ROLES, type ColorRole } from './palette';

/** The CSS custom property that holds a colour role's value for the current scheme and festival. */
export const colorVar = (role: ColorRole): string =>
  `--sl-c-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Colour roles as CSS values (`var(--sl-c-…)`): what every component writes instead of a colour. */
export const color = Object.fromEntries(
  COLOR_ROLES.map((role) => [role, `var(${colorVar(role)})`]),
) as Record<ColorRole, string>;
