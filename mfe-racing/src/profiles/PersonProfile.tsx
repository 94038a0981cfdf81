import styled from 'styled-components';
import { CardSection, DataTable, StatList, TextLink, space, type DataTableColumn } from '@sl/ui';
import { racecardPath, racingProfilePath, type ProfileKind } from '@sl/contracts';
import { type PersonDetail, type RacingProfileView } from '@sl/contracts/race-history';
import { RecordTable } from './RecordTable';
import { money, shortDate, spText } from './format';

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
`;

const Seasons = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

type Winner = PersonDetail['recentWinners'][number];
type Entry = RacingProfileView['entries'][number];

const WINNER_COLUMNS: DataTableColumn<Winner>[] = [
  { key: 'date', header: 'Date', render: (w) => shortDate(w.date) },
  { key: 'course', header: 'Course', render: (w) => w.courseName },
  {
    key: 'horse',
    header: 'Horse',
    isRowHeader: true,
    render: (w) => <TextLink to={racingProfilePath('horse', w.horseCode)}>{w.horseName}</TextLink>,
  },
  { key: 'sp', header: 'SP', align: 'right', render: (w) => spText(w.startingPrice) },
];

const ENTRY_COLUMNS: DataTableColumn<Entry>[] = [
  {
    key: 'race',
    header: 'Race',
    render: (e) => (
      <TextLink to={racecardPath(e.meetingDate, e.courseName, e.raceId, e.title)}>
        {shortDate(e.meetingDate)} {e.offTimeLocal} {e.courseName}
      </TextLink>
    ),
  },
  {
    key: 'horse',
    header: 'Horse',
    isRowHeader: true,
    render: (e) => <TextLink to={racingProfilePath('horse', e.horseCode)}>{e.horseName}</TextLink>,
  },
];

/** A jockey's or trainer's page: the current seasons' figures, courses, latest winners and the rides ahead. */
export function PersonProfile({
  profile,
  kind,
}: {
  profile: RacingProfileView;
  kind: Exclude<ProfileKind, 'horse'>;
}) {
  const person = profile.person;
  const rides = kind === 'jockey' ? 'Rides' : 'Runners';
  return (
    <Stack>
      {person && (
        <CardSection title="Last 14 days" titleId="fortnight">
          <StatList
            layout="tiles"
            label="Figures over the last 14 days"
            stats={[
              { term: 'Wins', value: person.fortnight.wins },
              { term: rides, value: person.fortnight.runs },
              { term: 'Win %', value: `${person.fortnight.winPercent}%` },
              { term: '£1 level stakes', value: money(person.fortnight.profit) },
            ]}
          />
        </CardSection>
      )}
      {person && (
        <Seasons>
          {person.seasons.map((s) => (
            <CardSection key={s.code} title={`${s.code} ${s.season}`} titleId={`season-${s.code}`}>
              <StatList
                layout="tiles"
                label={`${s.code} season ${s.season}`}
                stats={[
                  { term: 'Wins', value: s.record.wins },
                  { term: rides, value: s.record.runs },
                  { term: 'Win %', value: `${s.record.winPercent}%` },
                  { term: '2nd/3rd', value: s.record.places },
                  { term: '£1 level stakes', value: money(s.record.profit) },
                ]}
              />
            </CardSection>
          ))}
        </Seasons>
      )}
      <CardSection title={kind === 'jockey' ? 'Rides ahead' : 'Runners ahead'} titleId="ahead">
        <DataTable
          caption={`${rides} in races still to run`}
          captionHidden
          columns={ENTRY_COLUMNS}
          rows={profile.upcoming}
          rowKey={(e) => `${e.raceId}-${e.horseCode}`}
          empty={`No ${rides.toLowerCase()} booked in the races ahead.`}
        />
      </CardSection>
      {person && (
        <>
          <CardSection title="Latest winners" titleId="winners">
            <DataTable
              caption="Latest winners"
              captionHidden
              columns={WINNER_COLUMNS}
              rows={person.recentWinners}
              rowKey={(w) => `${w.raceId}`}
              empty="No winners this season yet."
            />
          </CardSection>
          <CardSection title="Courses this season" titleId="courses">
            <RecordTable
              caption="Record by course"
              splitName="Course"
              rows={person.courses.map((c) => ({ ...c, name: c.courseName }))}
            />
          </CardSection>
        </>
      )}
    </Stack>
  );
}
