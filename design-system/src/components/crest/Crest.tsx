import type { TeamColours } from '@sl/contracts';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { font, fontWeight, size as sizes } from '../../tokens/scale';
import { useSvgId } from '../svg-ids';
import { CREST_OUTLINES, crestPattern } from './crest-shapes';

export interface CrestProps {
  /** The club's colours from the feed; a neutral crest is drawn without them. */
  colours?: TeamColours;
  name: string;
  /** Up to three letters ("ARS", "LIV"), drawn on the crest. */
  abbreviation: string;
  size?: 'md' | 'lg';
  className?: string;
}

const Svg = styled.svg<{ $size: string }>`
  display: inline-block;
  flex: none;
  height: ${(p) => p.$size};
  width: auto;
  aspect-ratio: 40 / 48;
  vertical-align: middle;
`;

const FONT_SIZE: Record<number, number> = { 1: 17, 2: 14, 3: 11 };

/**
 * A club crest drawn from its colours: outline shape, pattern in the second colour, initials on a plate of the
 * first colour (so the feed's text colour keeps its contrast whatever the pattern). Without colours the crest is
 * neutral, in the scheme's colours.
 */
export function Crest({ colours, name, abbreviation, size = 'md', className }: CrestProps) {
  const id = useSvgId('crest');
  const letters = abbreviation.trim().slice(0, 3).toUpperCase();
  const shape = colours?.shape ?? 'shield';
  const outline = CREST_OUTLINES[shape];
  const primary = colours?.primary ?? color.surfaceSunken;
  const secondary = colours?.secondary ?? color.border;
  const text = colours?.text ?? color.text;
  const pattern = colours?.pattern ?? 'plain';
  const plate = pattern !== 'plain' && pattern !== 'border';
  return (
    <Svg
      viewBox="0 0 40 48"
      role="img"
      aria-label={`${name} crest`}
      $size={size === 'lg' ? sizes.crestLg : sizes.crest}
      className={className}
      data-crest={colours ? pattern : 'neutral'}
      data-shape={shape}
    >
      <defs>
        <clipPath id={id}>
          <path d={outline} />
        </clipPath>
      </defs>
      <path d={outline} style={{ fill: primary }} />
      <g clipPath={`url(#${id})`} style={{ fill: secondary }}>
        {crestPattern(pattern)}
      </g>
      {pattern === 'border' && (
        <path
          d={outline}
          fill="none"
          clipPath={`url(#${id})`}
          style={{ stroke: secondary, strokeWidth: 6 }}
        />
      )}
      <path d={outline} fill="none" style={{ stroke: color.borderStrong, strokeWidth: 1.2 }} />
      {plate && <rect x="7" y="17" width="26" height="14" rx="3" style={{ fill: primary }} />}
      <text
        x="20"
        y="24.5"
        textAnchor="middle"
        dominantBaseline="central"
        style={{
          fill: text,
          fontFamily: font.family,
          fontWeight: fontWeight.black,
          fontSize: FONT_SIZE[letters.length] ?? 11,
        }}
        aria-hidden="true"
      >
        {letters}
      </text>
    </Svg>
  );
}
