import { useNow } from '@sl/contracts/federation';
import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import {
  QUICK_LINKS_SLIDES,
  TIMEZONE,
  countdownLabel,
  racecardPath,
  type QuickLinkRace,
} from '@sl/contracts';
import { useQuickLinks } from './useQuickLinks';
import { px, size, color, fontSize, fontWeight, radius, space } from '@sl/ui';

// 7 slides by default, fewer below each spec width (document 2, section 9).
const slideRules = QUICK_LINKS_SLIDES.slice()
  .reverse()
  .map((step) => `@media (max-width: ${px(step.below - 1)}) { --slides: ${step.slides}; }`)
  .join('\n');

const Strip = styled.nav`
  --slides: 7;
  ${slideRules}
  ol {
    list-style: none;
    margin: 0;
    padding: 0 0 ${space.xs};
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    gap: 0;
  }
  li {
    flex: 0 0 calc(100% / var(--slides));
    scroll-snap-align: start;
    box-sizing: border-box;
    padding: 0 ${space.xxs};
  }
  a {
    display: block;
    /* Brand, not primary: primary turns light in the dark scheme and the gold countdown must stay readable. */
    background: ${color.brand};
    color: ${color.onBrand};
    border-radius: ${radius.sm};
    padding: ${space.xs} ${space.sm};
    text-decoration: none;
    font-size: ${fontSize.xs};
    min-height: ${size.target};
  }
  strong {
    display: block;
  }
`;

const Countdown = styled.span`
  color: ${color.accent};
  font-weight: ${fontWeight.bold};
  margin-left: ${space.xs};
`;

/** How often the countdown is re-read between polls. */
const COUNTDOWN_TICK_MS = 1_000;

/**
 * Whole minutes until the off: counted from `race_date_time` on the device clock, so the countdown moves between
 * the 30-s polls; the feed's `time_till_off_mins` when the off time cannot be read.
 */
function minutesTillOff(race: QuickLinkRace, now: number): number {
  const off = Date.parse(race.race_date_time);
  if (Number.isNaN(off)) return race.time_till_off_mins;
  return Math.max(0, Math.floor((off - now) / 60_000));
}

function Item({ race, now }: { race: QuickLinkRace; now: number }) {
  const time = new Date(race.race_date_time).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIMEZONE,
  });
  const countdown = countdownLabel(minutesTillOff(race, now));
  return (
    <li data-testid="racing-quick-link">
      <Link to={racecardPath(race.date, race.course_name, race.race_id, race.title)}>
        <strong>
          {time} {race.course_name}
        </strong>
        <span>{race.num_of_runners} runners</span>
        {countdown && <Countdown data-testid="racing-countdown">{countdown}</Countdown>}
      </Link>
    </li>
  );
}

/** Upcoming races with a countdown from 25 minutes; hidden when the call fails or there is nothing to run. */
export function QuickLinksStrip() {
  const { data, isError } = useQuickLinks();
  const now = useNow(COUNTDOWN_TICK_MS);
  if (isError || !data || data.races.length === 0) return null;
  return (
    <Strip aria-label="Upcoming races" data-testid="racing-quick-links">
      <ol>
        {data.races.map((race) => (
          <Item key={race.race_id} race={race} now={now} />
        ))}
      </ol>
    </Strip>
  );
}
