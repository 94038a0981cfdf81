import { forwardRef, type SVGProps } from 'react';

type GlyphProps = SVGProps<SVGSVGElement> & { size?: string | number };

/** A line drawing on lucide's 24-unit grid and stroke rules, for the glyphs lucide does not have. */
function lineGlyph(displayName: string, body: React.ReactNode) {
  const Glyph = forwardRef<SVGSVGElement, GlyphProps>(function Glyph({ size = 24, ...rest }, ref) {
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...rest}
      >
        {body}
      </svg>
    );
  });
  Glyph.displayName = displayName;
  return Glyph;
}

/** Lucide has no horse: a horse's head and neck in profile, facing left. */
export const HorseHead = lineGlyph(
  'HorseHead',
  <>
    <path d="M18 22c0-8-1-13.5-4.6-17.6L13 2l-2 2.4C8 6.2 5.6 9.4 4.2 12.6c-.6 1.5.3 3 1.9 2.7L10 14c.4 2.6 0 5.4-1 8" />
    <path d="M14.5 6.5c1.6 2.3 2.5 5 2.7 8" />
    <circle cx="9.6" cy="8.4" r="0.9" fill="currentColor" stroke="none" />
  </>,
);

/** Lucide's round sports glyphs are a volleyball or a target: a football is a circle with a pentagon panel. */
export const Football = lineGlyph(
  'Football',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m12 7.5 4.3 3.1-1.6 5H9.3l-1.6-5z" />
    <path d="M12 7.5V2.3M16.3 10.6l4.9-1.6M14.7 15.6l3 4.2M9.3 15.6l-3 4.2M7.7 10.6 2.8 9" />
  </>,
);
