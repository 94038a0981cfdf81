import styled from 'styled-components';
import { Badge, Card, EmptyState, TileGrid, color, fontSize, fontWeight, lineHeight, space } from '@sl/ui';
import type { RacingMeeting } from '@sl/contracts';
import { RaceLine } from './RaceLine';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.xs} ${space.sm};
  margin-bottom: ${space.sm};
`;

const Course = styled.h3`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
`;

const Country = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.regular};
`;

const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Races = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Each meeting as a card: course, going, surface and code, then every race. */
export function MeetingsList({ meetings, emptyText }: { meetings: RacingMeeting[]; emptyText?: string }) {
  if (meetings.length === 0)
    return <EmptyState icon="racecards" title={emptyText ?? 'There are no meetings today.'} />;
  return (
    <TileGrid align="start" aria-label="Meetings">
      {meetings.map((meeting) => (
        <Card
          as="li"
          key={meeting.meetingId}
          data-testid="meeting"
          aria-labelledby={`meeting-${meeting.meetingId}`}
        >
          <Header>
            <Course id={`meeting-${meeting.meetingId}`}>
              {meeting.courseName} <Country>({meeting.countryCode})</Country>
            </Course>
            <Facts aria-label={`${meeting.courseName} conditions`}>
              <Badge tone="neutral" title="Going">
                {meeting.going}
              </Badge>
              {meeting.surface && <Badge tone="info">{meeting.surface}</Badge>}
              {meeting.raceType && <Badge tone="neutral">{meeting.raceType}</Badge>}
            </Facts>
          </Header>
          <Races aria-label={`${meeting.courseName} races`}>
            {meeting.races.map((race) => (
              <RaceLine key={race.raceId} meeting={meeting} race={race} />
            ))}
          </Races>
        </Card>
      ))}
    </TileGrid>
  );
}
