import type { Silk as SilkData } from '@sl/contracts/race-history';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { size as sizes } from '../../tokens/scale';
import { useSvgId } from '../svg-ids';
import { SHAPES, bodyPattern, capPattern, sleevePattern } from './silk-shapes';

export interface SilkProps {
  silk: SilkData;
  size?: 'md' | 'lg';
  /** The accessible name; the feed's description ("Royal blue, white hoops, red cap") when absent. */
  title?: string;
  className?: string;
}

const Svg = styled.svg<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  vertical-align: middle;
`;

/** Parts are outlined in a scheme colour so a navy silk still shows on a dark page and a white one on a light. */
const outline = { stroke: color.borderStrong, strokeWidth: 0.9, strokeLinejoin: 'round' as const };

/** A jockey's silks drawn from the feed's colours and patterns: body, sleeves and cap. */
export function Silk({ silk, size = 'md', title, className }: SilkProps) {
  const id = useSvgId('silk');
  const ids = { body: `${id}-b`, sleeves: `${id}-s`, cap: `${id}-c`, check: `${id}-k` };
  const sleeves = silk.bodyPattern === 'hooped-sleeves-only' ? 'body-hoops' : silk.sleevePattern;
  const sleeveColour = sleeves === 'body-hoops' ? silk.bodyPatternColour : silk.sleevePatternColour;
  return (
    <Svg
      viewBox="0 0 48 48"
      role="img"
      aria-label={title ?? silk.description}
      $size={size === 'lg' ? sizes.silkLg : sizes.silk}
      className={className}
      data-silk=""
    >
      <defs>
        <clipPath id={ids.body}>
          <path d={SHAPES.body} />
        </clipPath>
        <clipPath id={ids.sleeves}>
          <path d={SHAPES.leftSleeve} />
          <path d={SHAPES.rightSleeve} />
        </clipPath>
        <clipPath id={ids.cap}>
          <path d={SHAPES.capDome} />
        </clipPath>
        <pattern id={ids.check} width="8" height="8" patternUnits="userSpaceOnUse" x="10" y="15">
          <rect width="4" height="4" style={{ fill: silk.bodyPatternColour }} />
          <rect x="4" y="4" width="4" height="4" style={{ fill: silk.bodyPatternColour }} />
        </pattern>
      </defs>
      <g data-part="sleeves">
        <path d={SHAPES.leftSleeve} style={{ fill: silk.sleeves }} />
        <path d={SHAPES.rightSleeve} style={{ fill: silk.sleeves }} />
        <g
          clipPath={`url(#${ids.sleeves})`}
          style={{ fill: sleeveColour, color: sleeveColour }}
          data-pattern={sleeves}
        >
          {sleevePattern(sleeves)}
        </g>
        <path d={SHAPES.leftSleeve} fill="none" style={outline} />
        <path d={SHAPES.rightSleeve} fill="none" style={outline} />
      </g>
      <g data-part="body">
        <path d={SHAPES.body} style={{ fill: silk.body }} />
        <g
          clipPath={`url(#${ids.body})`}
          style={{ fill: silk.bodyPatternColour, color: silk.bodyPatternColour }}
          data-pattern={silk.bodyPattern}
        >
          {bodyPattern(silk.bodyPattern, ids.check)}
        </g>
        <path d={SHAPES.body} fill="none" style={outline} />
        <path d={SHAPES.collar} fill="none" style={outline} />
      </g>
      <g data-part="cap">
        <path d={SHAPES.capPeak} style={{ fill: silk.cap, ...outline }} />
        <path d={SHAPES.capDome} style={{ fill: silk.cap }} />
        <g
          clipPath={`url(#${ids.cap})`}
          style={{ fill: silk.capPatternColour, color: silk.capPatternColour }}
          data-pattern={silk.capPattern}
        >
          {capPattern(silk.capPattern)}
        </g>
        <path d={SHAPES.capDome} fill="none" style={outline} />
      </g>
    </Svg>
  );
}
