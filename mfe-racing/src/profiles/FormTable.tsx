import styled from 'styled-components';
import { DataTable, TextLink, color, fontSize, type DataTableColumn } from '@sl/ui';
import { racingProfilePath } from '@sl/contracts';
import { type FormRun } from '@sl/contracts/race-history';
import { placeOf, shortDate, spText } from './format';

const Comment = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs};
`;

/** The feed's upper-case course names as a card prints them ("BANGOR-ON-DEE" to "Bangor-on-Dee"). */
const title = (s: string) =>
  s
    .toLowerCase()
    .replace(/(^|[\s-])\w/g, (m) => m.toUpperCase())
    .replace(/-(On|In|Le|Upon)-/g, (m) => m.toLowerCase());

const COLUMNS: DataTableColumn<FormRun>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (r) => (
      <time data-testid="performance" dateTime={r.meetingDate.slice(0, 10)}>
        {shortDate(r.meetingDate)}
      </time>
    ),
  },
  { key: 'course', header: 'Course', isRowHeader: true, render: (r) => title(r.courseName) },
  { key: 'dist', header: 'Dist', render: (r) => r.distance },
  { key: 'going', header: 'Going', render: (r) => r.going },
  {
    key: 'class',
    header: 'Class',
    render: (r) => (r.raceClass ? r.raceClass : r.raceType),
    hideBelow: 'tablet',
  },
  { key: 'pos', header: 'Pos', render: (r) => placeOf(r.positionOfficial, r.nonFinisherCode, r.runners) },
  { key: 'or', header: 'OR', align: 'right', render: (r) => r.officialRating || '–' },
  {
    key: 'jockey',
    header: 'Jockey',
    hideBelow: 'tablet',
    render: (r) =>
      r.jockeyCode ? (
        <TextLink to={racingProfilePath('jockey', r.jockeyCode)}>{r.jockeyFullName}</TextLink>
      ) : (
        r.jockeyFullName
      ),
  },
  {
    key: 'sp',
    header: 'SP',
    align: 'right',
    render: (r) => (
      <>
        {spText(r.startingPrice)}
        {r.favourite && <abbr title="favourite">F</abbr>}
      </>
    ),
  },
  {
    key: 'comment',
    header: 'Comment',
    hideBelow: 'tablet',
    render: (r) => <Comment>{r.performanceCommentShort}</Comment>,
  },
];

/** Every run of the career, newest first; a phone keeps date, course, trip, going, place, OR and SP, scrolling inside the table. */
export function FormTable({ form, name }: { form: FormRun[]; name: string }) {
  return (
    <div data-testid="form-table">
      <DataTable
        caption={`Form: ${name}`}
        captionHidden
        columns={COLUMNS}
        rows={form}
        rowKey={(r) => `${r.raceId}`}
        empty="No runs yet."
      />
    </div>
  );
}
