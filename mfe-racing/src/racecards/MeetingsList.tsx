import { Link } from 'react-router';
import styled from 'styled-components';
import { racecardPath, type RacingMeeting } from '@sl/contracts';

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
  a {
    display: inline-block;
    background: ${(p) => p.theme.colors.page};
    color: ${(p) => p.theme.colors.text};
    border-radius: 4px;
    padding: 4px 8px;
    font-variant-numeric: tabular-nums;
  }
`;

/** Meetings with their race times, each time a link to its race card. */
export function MeetingsList({ meetings, emptyText }: { meetings: RacingMeeting[]; emptyText?: string }) {
  if (meetings.length === 0) return <p>{emptyText ?? 'There are no meetings today.'}</p>;
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
              <Time key={race.raceId}>
                <Link
                  to={racecardPath(meeting.meetingDate, meeting.courseName, race.raceId, race.title)}
                  title={race.title}
                  aria-label={`${race.offTimeLocal} ${meeting.courseName}: ${race.title}`}
                >
                  <time dateTime={race.offTime}>{race.offTimeLocal}</time>
                </Link>
              </Time>
            ))}
          </Times>
        </Meeting>
      ))}
    </List>
  );
}
