/** Codes are 12-digit zero-padded strings, as the feed spec gives them. */
export const code12 = (n: number) => String(n).padStart(12, '0');

/** A horse's code names its foal crop and its place in it, so the code alone finds the horse again. */
const HORSE_BASE = 1_000_000_000;
const PER_CROP = 100_000;

export const horseCode = (birthYear: number, index: number) =>
  code12(HORSE_BASE + (birthYear - 1900) * PER_CROP + index);

export function parseHorseCode(code: string): { birthYear: number; index: number } | null {
  const n = Number(code) - HORSE_BASE;
  if (!/^\d{12}$/.test(code) || n < 0) return null;
  return { birthYear: 1900 + Math.floor(n / PER_CROP), index: n % PER_CROP };
}
