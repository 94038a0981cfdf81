/**
 * The British seasons figures are counted over. The Flat season is the calendar year (turf and all-weather, the
 * way the trainers' and the record books count it). The Jumps season ends on the last Saturday of April (the
 * Sandown finale) and the next one starts the following day.
 */
export interface Season {
  code: 'Flat' | 'Jumps';
  label: string;
  /** yyyy-mm-dd, the first day of the season. */
  from: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The last Saturday of April in a year (yyyy-mm-dd). */
export function jumpsFinale(year: number): string {
  const d = new Date(Date.UTC(year, 3, 30));
  d.setUTCDate(30 - ((d.getUTCDay() + 1) % 7));
  return iso(d);
}

export function flatSeason(date: string): Season {
  const year = date.slice(0, 4);
  return { code: 'Flat', label: year, from: `${year}-01-01` };
}

export function jumpsSeason(date: string): Season {
  const year = Number(date.slice(0, 4));
  const start = date > jumpsFinale(year) ? year : year - 1;
  const from = new Date(`${jumpsFinale(start)}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() + 1);
  return { code: 'Jumps', label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`, from: iso(from) };
}
