/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd … 101st, 111th. */
export function ordinalFigure(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** House style for prose: first to tenth in words, then figures (11th, 21st). */
export function ordinalWord(n: number): string {
  return ORDINAL_WORDS[n - 1] ?? ordinalFigure(n);
}
