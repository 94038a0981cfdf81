import type { PromoSport } from '@sl/contracts';
import { color } from '@sl/ui';

/**
 * Our own artwork, drawn as SVG from the art id: no copied images, so nothing to 404. It draws in `currentColor`,
 * so the text colour of whatever holds it (light on a banner fill, muted on a card placeholder) colours it too.
 */
export function Artwork({ art, sport, label }: { art: string; sport: PromoSport; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const seed = [...art].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 997, 7);
  return (
    <svg viewBox="0 0 200 120" width="100%" height="100%" preserveAspectRatio="xMidYMid meet" {...a11y}>
      {sport === 'football' ? (
        <g fill="none" stroke="currentColor" strokeWidth="3" opacity="0.9">
          <circle cx="100" cy="60" r="40" />
          <polygon points="100,38 120,52 112,76 88,76 80,52" fill="currentColor" opacity="0.8" />
        </g>
      ) : sport === 'darts' ? (
        <g fill="none" stroke="currentColor" opacity="0.9">
          {[48, 36, 24, 12].map((r) => (
            <circle key={r} cx="100" cy="60" r={r} strokeWidth="3" />
          ))}
          <circle cx="100" cy="60" r="4" fill="currentColor" />
        </g>
      ) : sport === 'other' ? (
        <g opacity="0.9">
          {/* A trophy: every other sport's prize. */}
          <path d="M80 28 H120 V48 Q120 72 100 76 Q80 72 80 48 Z" fill="currentColor" />
          <path
            d="M80 34 Q64 34 66 48 Q68 58 82 60 M120 34 Q136 34 134 48 Q132 58 118 60"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
          />
          <rect x="96" y="76" width="8" height="12" fill="currentColor" />
          <rect x="82" y="88" width="36" height="8" rx="2" fill="currentColor" />
        </g>
      ) : (
        <g fill="currentColor" opacity="0.9">
          {/* A jumping horse, in a few strokes. */}
          <path d="M40 90 Q70 40 110 50 Q130 30 150 38 L146 48 Q132 46 126 60 Q140 80 160 84 L154 92 Q128 86 112 72 Q90 84 70 100 Z" />
          <rect x="60" y="96" width="90" height="6" rx="3" opacity="0.6" />
        </g>
      )}
      <circle cx={20 + (seed % 40)} cy={20} r={8 + (seed % 6)} fill="currentColor" opacity="0.15" />
    </svg>
  );
}

/** A wordmark for a partner: its name in a coloured lozenge (no partner logo files are copied). */
export function PartnerMark({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 120 32" width="96" height="26" aria-hidden="true">
      <rect width="120" height="32" rx="16" style={{ fill: color.brand }} />
      <text
        x="60"
        y="21"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        style={{ fill: color.onBrand }}
        fontFamily="sans-serif"
      >
        {name}
      </text>
    </svg>
  );
}
