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

/** A day named in full, 'Wednesday 25 November', for days that are neither today nor tomorrow. */
export function fullDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}
