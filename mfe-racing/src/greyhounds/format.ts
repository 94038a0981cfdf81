import type { GreyhoundFavourite, GreyhoundSession, GreyhoundTrip } from '@sl/contracts';

export const SESSION_LABELS: Record<GreyhoundSession, string> = {
  morning: 'Morning meetings',
  afternoon: 'Afternoon meetings',
  evening: 'Evening meetings',
};

export const TRIP_LABELS: Record<GreyhoundTrip, string> = {
  sprint: 'Sprint',
  standard: 'Standard trip',
  stayers: 'Stayers',
};

/** Race times in seconds to two places, as greyhound cards print them. */
export function raceTime(seconds: number): string {
  return seconds.toFixed(2);
}

export function metres(distance: number): string {
  return `${distance}m`;
}

/** The starting price with the favourite's mark: '5/2F', '3/1JF'. */
export function spText(sp: string, favourite: GreyhoundFavourite): string {
  return favourite ? `${sp}${favourite}` : sp;
}

/** 1st, 2nd, 3rd, 4th... */
export function ordinal(position: number): string {
  const teen = position % 100 >= 11 && position % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[position % 10] ?? 'th');
  return `${position}${suffix}`;
}
