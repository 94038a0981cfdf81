import { FESTIVAL_PAGES, racecardPath, type FestivalName, type RacecardsDay } from '@sl/contracts';

/** Today's date in London (YYYY-MM-DD): the racing day is a London day. */
const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

export interface BenchRace {
  raceId: string;
  /** The race card page, as the site links to it. */
  path: string;
  /** The call the racing remote makes for the card (fetch-race-data.ts), through the shell's gateway. */
  apiPath: string;
}

/**
 * The first race of today's first meeting with races, read from the racing API through the site's gateway, the way
 * the browser tests' `firstRaceCardPath` finds it: its page and the race card API call the page makes.
 */
export async function firstRace(siteUrl: string): Promise<BenchRace> {
  const url = `${siteUrl}/api/horse-racing/v2/racing/racecards/${londonToday()}`;
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const day = (await response.json()) as RacecardsDay;
  const meeting = day.meetings.find((m) => m.races.length > 0);
  const race = meeting?.races[0];
  if (!meeting || !race) throw new Error(`no race on ${day.date}`);
  return {
    raceId: String(race.raceId),
    path: racecardPath(meeting.meetingDate, meeting.courseName, race.raceId, race.title),
    apiPath: `/api/horse-racing/v2/racing/race/${encodeURIComponent(String(race.raceId))}`,
  };
}

/**
 * A festival page that answers 200 (not a redirect) on the running site: each festival's microsite home, then its
 * pages (FESTIVAL_PAGES), in that fixed order, so the same page is measured from run to run while it is live.
 */
export async function liveFestivalPath(siteUrl: string): Promise<string> {
  const candidates = (Object.keys(FESTIVAL_PAGES) as FestivalName[]).flatMap((festival) => [
    `/${festival}`,
    ...FESTIVAL_PAGES[festival].map((page) => `/${festival}/${page.path}`),
  ]);
  for (const candidate of candidates) {
    const response = await fetch(`${siteUrl}${candidate}`, { redirect: 'manual' });
    await response.body?.cancel();
    if (response.status === 200) return candidate;
  }
  throw new Error(`no festival page answers 200 (tried ${candidates.join(', ')})`);
}
