import { positionLabel, nonFinisherName, type Performance } from '@sl/contracts';
import { PlainTable, TableHead } from '@sl/ui';

const COLUMNS = [
  'Date',
  'Course',
  'Pos',
  'Past post',
  'Jockey',
  'Trainer',
  'Rating',
  'Comment',
  'Timefigure',
];

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
    <PlainTable small density="tight" valign="top" captionStyle="semibold">
      <caption>{caption}</caption>
      <TableHead columns={COLUMNS} />
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
    </PlainTable>
  );
}
