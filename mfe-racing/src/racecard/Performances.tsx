import { positionLabel, nonFinisherName, type Performance } from '@sl/contracts';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  th,
  td {
    text-align: left;
    padding: 4px 6px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
`;

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/** A horse's past runs: position 0 shows its non-finisher code. */
export function Performances({ performances, caption }: { performances: Performance[]; caption: string }) {
  if (performances.length === 0) return <p>No previous runs.</p>;
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Course</th>
          <th scope="col">Pos</th>
          <th scope="col">Past post</th>
          <th scope="col">Jockey</th>
          <th scope="col">Trainer</th>
          <th scope="col">Rating</th>
          <th scope="col">Comment</th>
          <th scope="col">Timefigure</th>
        </tr>
      </thead>
      <tbody>
        {performances.map((p, i) => (
          <tr key={`${p.meetingDate}-${i}`} data-testid="performance">
            <td>{shortDate(p.meetingDate)}</td>
            <td>{p.courseName}</td>
            <td>
              {p.positionOfficial === 0 ? (
                <abbr title={nonFinisherName(positionLabel(0, p.nonFinisherCode))}>
                  {positionLabel(0, p.nonFinisherCode)}
                </abbr>
              ) : (
                positionLabel(p.positionOfficial, '')
              )}
            </td>
            <td>{p.positionPastPost}</td>
            <td>{p.jockeyFullName}</td>
            <td>{p.trainerFullName}</td>
            <td>{p.performanceRating || '-'}</td>
            <td>
              {p.performanceCommentShort && <div>{p.performanceCommentShort}</div>}
              {p.performanceCommentLong && <div>{p.performanceCommentLong}</div>}
            </td>
            <td>{p.timefigure}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
