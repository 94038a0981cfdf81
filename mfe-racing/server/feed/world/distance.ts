/** Trips as cards print them: miles, furlongs and odd yards ('2m 4f 110y', '7f', '1m 2f 56y'). */
export const FURLONG = 220;

export function printDistance(yards: number): string {
  const miles = Math.floor(yards / 1760);
  const furlongs = Math.floor((yards - miles * 1760) / FURLONG);
  const rest = yards - miles * 1760 - furlongs * FURLONG;
  return [miles ? `${miles}m` : '', furlongs ? `${furlongs}f` : '', rest ? `${rest}y` : '']
    .filter(Boolean)
    .join(' ');
}

/** Yards of a printed trip ('2m 4f 110y' → 4510). */
export function parseDistance(text: string): number {
  let yards = 0;
  for (const part of text.split(' ')) {
    const n = Number(part.slice(0, -1));
    if (part.endsWith('m')) yards += n * 1760;
    else if (part.endsWith('f')) yards += n * FURLONG;
    else if (part.endsWith('y')) yards += n;
  }
  return yards;
}

/** The trip ranges by race type and surface, in yards (the Grand National's 4m 2f 74y is the longest). */
export const TRIP_RANGE = {
  flatTurf: [5 * FURLONG, 22 * FURLONG],
  flatAW: [5 * FURLONG, 16 * FURLONG],
  hurdle: [16 * FURLONG, 27 * FURLONG],
  chase: [16 * FURLONG, 34 * FURLONG + 74],
  nhFlat: [14 * FURLONG, 21 * FURLONG],
} as const;
