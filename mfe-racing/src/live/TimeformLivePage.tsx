import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { londonDateTime, positionLabel, racecardPath, type LiveRace, type LiveStatus } from '@sl/contracts';
import { replayPath } from '../replays/api';
import { useLive } from './useLive';
import {
  ErrorState,
  Badge,
  ButtonLink,
  type BadgeTone,
  borderWidth,
  color,
  fontSize,
  space,
  LoadingBlock,
} from '@sl/ui';
import { UpgradeBox } from '../racecard/UpgradePrompt';

/** A badge beside text: kept apart by the design system's spacing rather than a typed space. */
const Tag = styled(Badge)`
  margin-left: ${space.xs};
`;

const STATUS_TEXT: Record<LiveStatus, string> = { upcoming: 'Upcoming', off: 'Off', result: 'Result' };

const Races = styled.ol`
  list-style: none;
  padding: 0;
`;

const Race = styled.li`
  border-top: ${borderWidth.hairline} solid ${color.border};
  padding: ${space.sm} 0;
  h2 {
    font-size: ${fontSize.md};
    margin: 0 0 ${space.xs};
  }
  p {
    margin: ${space.xxs} 0;
  }
  ol {
    margin: ${space.xs} 0;
    padding-left: ${space.lg};
  }
`;

const STATUS_TONE: Record<LiveStatus, BadgeTone> = { upcoming: 'info', off: 'negative', result: 'positive' };

const Notes = styled.div`
  background: ${color.page};
  border-left: ${borderWidth.bar} solid ${color.accent};
  padding: ${space.xs} ${space.sm};
  margin-top: ${space.xs};
  h3 {
    font-size: ${fontSize.md};
    margin: ${space.xs} 0;
  }
`;

function PlusNotes({ race }: { race: LiveRace }) {
  const notes = race.notes;
  if (!notes) return null;
  return (
    <Notes data-testid="live-notes">
      <h3>Timeform Live: pace and ratings</h3>
      <p>{notes.paceText}</p>
      {notes.likelyLeaders.length > 0 && (
        <p>Likely to race up with the pace: {notes.likelyLeaders.join(', ')}.</p>
      )}
      {notes.topRated.length > 0 && (
        <p>
          Top rated:{' '}
          {notes.topRated
            .map(
              (t) =>
                `${t.horseName} (${t.rating}${t.stars ? `, ${t.stars} star${t.stars === 1 ? '' : 's'}` : ''})`,
            )
            .join(', ')}
          .
        </p>
      )}
      {notes.inRunning.length > 0 && (
        <>
          <h3>In-running</h3>
          <ol>
            {notes.inRunning.map((n) => (
              <li key={n.horseName}>
                <strong>{n.horseName}</strong>: {n.comment}
                {n.performanceRating > 0 ? ` (rated ${n.performanceRating})` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </Notes>
  );
}

function RaceItem({ race }: { race: LiveRace }) {
  const placed = race.result?.placings.filter((p) => p.position >= 1 && p.position <= 3) ?? [];
  return (
    <Race data-testid="live-race" data-status={race.status}>
      <h2>
        <Link to={racecardPath(race.meetingDate, race.courseName, race.raceId, race.title)}>
          {race.offTimeLocal} {race.courseName}
        </Link>
        <Tag tone={STATUS_TONE[race.status]}>{STATUS_TEXT[race.status]}</Tag>
      </h2>
      <p>
        {race.title} · {race.distance} · {race.runners} runners
      </p>
      {race.result && placed.length > 0 && (
        <>
          <ol aria-label={`Placings in the ${race.offTimeLocal} at ${race.courseName}`}>
            {placed.map((p) => (
              <li key={p.horseCode}>
                {positionLabel(p.position, p.nonFinisherCode)}. {p.horseName}{' '}
                {p.startingPrice ? `(${p.startingPrice === '1/1' ? 'Evs' : p.startingPrice})` : ''}
              </li>
            ))}
          </ol>
          <p>
            <Link to={replayPath(race.raceId, race.title)}>
              Watch the finish: {race.offTimeLocal} {race.courseName}
            </Link>
          </p>
        </>
      )}
      <PlusNotes race={race} />
    </Race>
  );
}

/**
 * /racing/timeform-live: today's races with their status and results as they land (asked again every 30 s), and
 * for Plus members the pace, ratings and in-running notes; everyone else sees the list and how to get Plus.
 */
export function TimeformLivePage() {
  const { data, isPending, isError, dataUpdatedAt } = useLive();
  return (
    <>
      <h1>Timeform Live</h1>
      <p>Today&apos;s races as they happen: the status of every race and the results as they land.</p>
      {data && !data.premium && (
        <UpgradeBox aria-labelledby="tf-live-upgrade" data-testid="live-upgrade">
          <h2 id="tf-live-upgrade">Timeform Live is part of Sporting Life Plus</h2>
          <p>
            Plus members also get the pace map of every race, the top-rated runners with their stars, and the
            in-running comments and performance ratings as each result comes in.
          </p>
          <ButtonLink to="/sporting-life-plus">Join Sporting Life Plus</ButtonLink>
        </UpgradeBox>
      )}
      {data && dataUpdatedAt > 0 && (
        <p data-testid="live-updated">
          <span aria-live="polite">
            {data.races.filter((r) => r.status === 'result').length} of {data.races.length} results in
          </span>{' '}
          · updated{' '}
          <time dateTime={new Date(dataUpdatedAt).toISOString()}>{londonDateTime(dataUpdatedAt)}</time>
        </p>
      )}
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState title="Today's racing could not be loaded. Please try again shortly." />
      ) : data.races.length === 0 ? (
        <p>There is no racing today.</p>
      ) : (
        <Races>
          {data.races.map((race) => (
            <RaceItem key={race.raceId} race={race} />
          ))}
        </Races>
      )}
    </>
  );
}
