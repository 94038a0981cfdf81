import styled from 'styled-components';
import type { RacingMeeting } from '@sl/contracts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Meeting = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 12px;
`;

const Course = styled.h3`
  margin: 0 0 8px;
  font-size: 1rem;
`;

const Going = styled.span`
  font-weight: 400;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.85rem;
  margin-left: 8px;
`;

const Times = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Time = styled.li`
  background: ${(p) => p.theme.colors.page};
  border-radius: 4px;
  padding: 4px 8px;
  font-variant-numeric: tabular-nums;
`;

export function MeetingsList({ meetings }: { meetings: RacingMeeting[] }) {
  if (meetings.length === 0) return <p>There are no meetings today.</p>;
  return (
    <List aria-label="Meetings">
      {meetings.map((meeting) => (
        <Meeting key={meeting.meetingId} data-testid="meeting">
          <Course>
            {meeting.courseName} <small>({meeting.countryCode})</small>
            <Going>Going: {meeting.going}</Going>
          </Course>
          <Times aria-label={`${meeting.courseName} race times`}>
            {meeting.races.map((race) => (
              <Time key={race.raceId} title={race.title}>
                <time dateTime={race.offTime}>{race.offTimeLocal}</time>
              </Time>
            ))}
          </Times>
        </Meeting>
      ))}
    </List>
  );
}
