import { size as sizes } from '../../tokens/scale';
import { ICONS, type IconName } from './icons';

export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

const ICON_SIZE: Record<IconSize, string> = {
  sm: sizes.iconSm,
  md: sizes.iconMd,
  lg: sizes.iconLg,
  xl: sizes.iconXl,
};

export interface IconProps {
  name: IconName;
  size?: IconSize;
  /** What the icon says when it stands alone; without it the icon is decoration beside text and is hidden. */
  label?: string;
  className?: string;
}

/** An icon from the fixed set, drawn in the current text colour. */
export function Icon({ name, size = 'md', label, className }: IconProps) {
  const Glyph = ICONS[name];
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return <Glyph size={ICON_SIZE[size]} className={className} data-icon={name} {...a11y} />;
}
