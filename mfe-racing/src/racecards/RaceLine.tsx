import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { Badge, TextLink, color, fontSize, fontWeight, lineHeight, radius, size, space } from '@sl/ui';
import { racecardPath, racingProfilePath, type RaceSummary, type RacingMeeting } from '@sl/contracts';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${space.md};
  row-gap: ${space.xxs};
  padding: ${space.sm} 0;
  border-top: ${size.hairline} solid ${color.border};
  &:first-child {
    border-top: none;
  }
`;

const Off = styled.time`
  grid-row: span 2;
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
  font-size: ${fontSize.md};
  line-height: ${lineHeight.snug};
`;

const Title = styled(Link)`
  color: ${color.link};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.snug};
  text-decoration: none;
  overflow-wrap: anywhere;
  min-height: ${size.targetMin};
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${size.hairline} solid ${color.focus};
    border-radius: ${radius.sm};
  }
`;

const Meta = styled.p`
  grid-column: 2;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Winner = styled.span`
  color: ${color.text};
  font-weight: ${fontWeight.semibold};
`;

const classLabel = (raceClass: number | undefined) => (raceClass ? `Class ${raceClass}` : null);

/** What the race's status says at a glance: the winner at SP once declared, "Off" while it is being run. */
function Status({ race }: { race: RaceSummary }) {
  if (race.status === 'result' && race.winner)
    return (
      <Winner data-testid="race-winner">
        <Badge tone="positive">Result</Badge>{' '}
        <TextLink to={racingProfilePath('horse', race.winner.horseCode)}>{race.winner.horseName}</TextLink>{' '}
        {race.winner.startingPrice}
        {race.winner.favourite && <abbr title="favourite">F</abbr>}
      </Winner>
    );
  if (race.status === 'off') return <Badge tone="warning">Off</Badge>;
  return null;
}

/** One race in a meeting: off time, name linking to its card, class, trip, runners and how it stands. */
export function RaceLine({ meeting, race }: { meeting: RacingMeeting; race: RaceSummary }) {
  const facts = [classLabel(race.raceClass), race.distance, `${race.runners} runners`].filter(Boolean);
  return (
    <Row data-testid="meeting-race" data-status={race.status}>
      <Off dateTime={race.offTime}>{race.offTimeLocal}</Off>
      <Title
        to={racecardPath(meeting.meetingDate, meeting.courseName, race.raceId, race.title)}
        aria-label={`${race.offTimeLocal} ${meeting.courseName}: ${race.title}`}
      >
        {race.title}
      </Title>
      <Meta>
        <span>{facts.join(' · ')}</span>
        {(race.nonRunners ?? 0) > 0 && (
          <Badge tone="neutral" title={`${race.nonRunners} non-runners`}>
            {race.nonRunners} NR
          </Badge>
        )}
        <Status race={race} />
      </Meta>
    </Row>
  );
}
