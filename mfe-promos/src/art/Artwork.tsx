import type { PromoSport } from '@sl/contracts';

/** Our own artwork, drawn as SVG from the art id: no copied images. */
export function Artwork({ art, sport, label }: { art: string; sport: PromoSport; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const seed = [...art].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 997, 7);
  return (
    <svg viewBox="0 0 200 120" width="100%" height="100%" preserveAspectRatio="xMidYMid meet" {...a11y}>
      {sport === 'football' ? (
        <g fill="none" stroke="#fff" strokeWidth="3" opacity="0.9">
          <circle cx="100" cy="60" r="40" />
          <polygon points="100,38 120,52 112,76 88,76 80,52" fill="#fff" opacity="0.8" />
        </g>
      ) : sport === 'darts' ? (
        <g fill="none" stroke="#fff" opacity="0.9">
          {[48, 36, 24, 12].map((r) => (
            <circle key={r} cx="100" cy="60" r={r} strokeWidth="3" />
          ))}
          <circle cx="100" cy="60" r="4" fill="#fff" />
        </g>
      ) : (
        <g fill="#fff" opacity="0.9">
          {/* A jumping horse, in a few strokes. */}
          <path d="M40 90 Q70 40 110 50 Q130 30 150 38 L146 48 Q132 46 126 60 Q140 80 160 84 L154 92 Q128 86 112 72 Q90 84 70 100 Z" />
          <rect x="60" y="96" width="90" height="6" rx="3" opacity="0.6" />
        </g>
      )}
      <circle cx={20 + (seed % 40)} cy={20} r={8 + (seed % 6)} fill="#fff" opacity="0.15" />
    </svg>
  );
}

/** A wordmark for a partner: its name in a coloured lozenge (no partner logo files are copied). */
export function PartnerMark({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 120 32" width="96" height="26" aria-hidden="true">
      <rect width="120" height="32" rx="16" fill="#0b1f3a" />
      <text
        x="60"
        y="21"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#fff"
        fontFamily="sans-serif"
      >
        {name}
      </text>
    </svg>
  );
}
