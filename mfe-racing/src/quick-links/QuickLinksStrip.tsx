import { Link } from 'react-router';
import styled from 'styled-components';
import { QUICK_LINKS_SLIDES, countdownLabel, racecardPath, type QuickLinkRace } from '@sl/contracts';
import { useQuickLinks } from './useQuickLinks';

// 7 slides by default, fewer below each spec width (document 2, section 9).
const slideRules = QUICK_LINKS_SLIDES.slice()
  .reverse()
  .map((step) => `@media (max-width: ${step.below - 1}px) { --slides: ${step.slides}; }`)
  .join('\n');

const Strip = styled.nav`
  --slides: 7;
  ${slideRules}
  ol {
    list-style: none;
    margin: 0;
    padding: 0 0 4px;
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    gap: 0;
  }
  li {
    flex: 0 0 calc(100% / var(--slides));
    scroll-snap-align: start;
    box-sizing: border-box;
    padding: 0 3px;
  }
  a {
    display: block;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    border-radius: 4px;
    padding: 6px 8px;
    text-decoration: none;
    font-size: 0.8rem;
    min-height: 44px;
  }
  strong {
    display: block;
  }
`;

const Countdown = styled.span`
  color: ${(p) => p.theme.colors.accent};
  font-weight: 700;
  margin-left: 4px;
`;

function Item({ race }: { race: QuickLinkRace }) {
  const time = new Date(race.race_date_time).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  const countdown = countdownLabel(race.time_till_off_mins);
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
  if (isError || !data || data.races.length === 0) return null;
  return (
    <Strip aria-label="Upcoming races" data-testid="racing-quick-links">
      <ol>
        {data.races.map((race) => (
          <Item key={race.race_id} race={race} />
        ))}
      </ol>
    </Strip>
  );
}
