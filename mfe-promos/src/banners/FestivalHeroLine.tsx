import {
  TIMEZONE,
  countdownTo,
  festivalOfPromo,
  londonDate,
  nextFestival,
  type FestivalEdition,
} from '@sl/contracts';
import { useNow } from '@sl/contracts/federation';
import { FESTIVALS } from '../festival/festivals';

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const at = new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, hour: '2-digit', minute: '2-digit' });

const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

/** "Tuesday 16 to Friday 19 March": the edition's calendar days (dates are London days, drawn at noon UTC). */
function dateRange(edition: FestivalEdition): string {
  const first = edition.dates[0]!;
  const last = edition.dates[edition.dates.length - 1]!;
  const [firstDay, lastDay] = [dayMonth.format(noon(first)), dayMonth.format(noon(last))];
  // Same month: drop it from the first day ("Tuesday 16 to Friday 19 March").
  const short = first.slice(5, 7) === last.slice(5, 7) ? firstDay.replace(/ [A-Z][a-z]+$/, '') : firstDay;
  return `${short} to ${lastDay}`;
}

/**
 * A festival hero's live line: the next edition (the running one until its last day ends in London), its dates and
 * the time left. Worked out from the clock, so a hero never shows a past year whatever its configured text says.
 */
export function FestivalHeroLine({ promo }: { promo: string }) {
  const festival = festivalOfPromo(promo);
  const now = useNow(60_000);
  if (!festival) return null;
  const { edition, target, running } = nextFestival(festival, now);
  const left = countdownTo(target, now);
  const title = FESTIVALS[festival].title;
  // The Grand National's countdown runs to the race on its last day; the others' to their first race.
  const goal = festival === 'grand-national' ? 'to the race' : 'to go';
  const day = edition.dates.indexOf(londonDate(new Date(now))) + 1;
  const raceDay = festival === 'grand-national' && day === edition.dates.length;
  const when = !running
    ? left.days === 0
      ? `${left.hours} hours ${goal}`
      : `${left.days} ${left.days === 1 ? 'day' : 'days'} ${goal}`
    : left.started
      ? `day ${day} of ${edition.dates.length} today`
      : festival === 'grand-national'
        ? `the race ${raceDay ? 'today' : 'on Saturday'} at ${at.format(target)}`
        : `first race today at ${at.format(target)}`;
  return (
    <p
      className="festival-line"
      data-testid="festival-hero-line"
      data-year={edition.year}
      data-target={new Date(target).toISOString()}
    >
      <strong>
        {title} {edition.year}
      </strong>
      : {dateRange(edition)}, {when}
    </p>
  );
}
