import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { greyhoundRacePath, type GreyhoundMeeting, type GreyhoundSession } from '@sl/contracts';
import { metres, SESSION_LABELS } from './format';
import { VisuallyHidden, size, borderWidth, color, fontSize, radius, space } from '@sl/ui';

const SESSIONS: GreyhoundSession[] = ['morning', 'afternoon', 'evening'];

const Meetings = styled.ul`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  display: grid;
  gap: ${space.md};
`;

const Meeting = styled.li`
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.md};

  h3 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.md};
  }
`;

const Races = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${size.oddsButton}, 1fr));
  gap: ${space.xs};

  a {
    display: block;
    background: ${color.page};
    color: ${color.text};
    border-radius: ${radius.sm};
    padding: ${space.xs} ${space.sm};
    text-decoration: none;
    line-height: 1.3;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    color: ${color.muted};
  }
`;

/** The day's meetings grouped by session, each race a link to its card with its off time, grade and distance. */
export function MeetingsBySession({ meetings }: { meetings: GreyhoundMeeting[] }) {
  if (meetings.length === 0) return <p>There are no greyhound meetings on this day.</p>;
  return (
    <>
      {SESSIONS.map((session) => {
        const inSession = meetings.filter((m) => m.session === session);
        if (inSession.length === 0) return null;
        return (
          <section key={session} aria-labelledby={`greyhound-session-${session}`}>
            <h2 id={`greyhound-session-${session}`}>{SESSION_LABELS[session]}</h2>
            <Meetings>
              {inSession.map((m) => (
                <Meeting key={m.meetingId} data-testid="greyhound-meeting">
                  <h3>
                    {m.trackName} <small>({m.races.length} races)</small>
                  </h3>
                  <Races aria-label={`${m.trackName} races`}>
                    {m.races.map((r) => (
                      <li key={r.raceId}>
                        <Link to={greyhoundRacePath(m.date, m.trackId, r.raceId)}>
                          <strong>{r.offTimeLocal}</strong>
                          <VisuallyHidden> {m.trackName}</VisuallyHidden>
                          <small>
                            {r.grade} · {metres(r.distance)}
                          </small>
                          {r.resulted && <small>Result</small>}
                        </Link>
                      </li>
                    ))}
                  </Races>
                </Meeting>
              ))}
            </Meetings>
          </section>
        );
      })}
    </>
  );
}
