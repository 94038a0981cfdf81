import { BOOKMAKER_LINK_NAMES } from '@sl/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { BOOKMAKER_BRANDS, type BookmakerBrand } from '../../tokens/palette';
import { font, fontWeight, size } from '../../tokens/scale';

export interface BookmakerMarkProps {
  bookmakerId: number;
  name: string;
  className?: string;
}

/** Marks are 3:1 (72 × 24 units), drawn at the mark height from the tokens. */
const Svg = styled.svg`
  display: inline-block;
  flex: none;
  height: ${size.mark};
  width: auto;
  aspect-ratio: 3 / 1;
  vertical-align: middle;
`;

const text = (fill: string, weight: number = fontWeight.black) => ({
  fill,
  fontFamily: font.family,
  fontWeight: weight,
});

/** One word of a wordmark, fitted to its length in the 72 × 24 units. */
interface Word {
  text: string;
  x: number;
  y: number;
  length: number;
  fontSize: number;
  weight?: number;
}

/** Each brand's words on its plate, and its accent drawn in the brand's accent colour. */
const WORDMARKS: Record<BookmakerBrand, { words: Word[]; accent: (fill: string) => ReactNode }> = {
  betfair: {
    words: [{ text: 'betfair', x: 17, y: 16.6, length: 50, fontSize: 13 }],
    // Betfair's mark: two arrows meeting, for backing and laying.
    accent: (fill) => <path d="M6 8.5 10 12l-4 3.5zM14 8.5 10 12l4 3.5z" style={{ fill }} />,
  },
  paddypower: {
    words: [{ text: 'paddypower', x: 5, y: 15.6, length: 62, fontSize: 11 }],
    accent: (fill) => <rect x="5" y="18" width="62" height="1.6" rx="0.8" style={{ fill }} />,
  },
  skybet: {
    words: [
      { text: 'sky', x: 8, y: 16.8, length: 25, fontSize: 14 },
      { text: 'BET', x: 36, y: 16.8, length: 28, fontSize: 13, weight: fontWeight.semibold },
    ],
    accent: (fill) => <circle cx="67" cy="7" r="2" style={{ fill }} />,
  },
};

function wordmark(brand: BookmakerBrand): ReactNode {
  const b = BOOKMAKER_BRANDS[brand];
  const { words, accent } = WORDMARKS[brand];
  return (
    <>
      <rect width="72" height="24" rx="4" style={{ fill: b.background }} />
      {accent(b.accent)}
      {words.map((word) => (
        <text
          key={word.text}
          x={word.x}
          y={word.y}
          textLength={word.length}
          lengthAdjust="spacingAndGlyphs"
          style={{ ...text(b.text, word.weight), fontSize: word.fontSize }}
        >
          {word.text}
        </text>
      ))}
    </>
  );
}

/**
 * A bookmaker's wordmark as SVG (no logo file to 404): the three the feed prices in their brand colours, any
 * other as its name on a neutral plate in the scheme's colours.
 */
export function BookmakerMark({ bookmakerId, name, className }: BookmakerMarkProps) {
  const brand = BOOKMAKER_LINK_NAMES[bookmakerId] as BookmakerBrand | undefined;
  const known = brand !== undefined && brand in BOOKMAKER_BRANDS;
  return (
    <Svg
      viewBox="0 0 72 24"
      role="img"
      aria-label={name}
      className={className}
      data-bookmaker={known ? brand : 'other'}
    >
      {known ? (
        wordmark(brand)
      ) : (
        <>
          <rect
            x="0.5"
            y="0.5"
            width="71"
            height="23"
            rx="4"
            style={{ fill: color.surfaceAlt, stroke: color.borderStrong }}
          />
          <text
            x="36"
            y="16"
            textAnchor="middle"
            {...(name.length > 9 ? { textLength: 62, lengthAdjust: 'spacingAndGlyphs' } : {})}
            style={{ ...text(color.text, fontWeight.bold), fontSize: 11 }}
          >
            {name}
          </text>
        </>
      )}
    </Svg>
  );
}
