import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { apiClient, londonDate } from '@sl/contracts';
import { type EarlyEntriesResponse, type EarlyEntryRace } from '@sl/contracts/race-history';
import { dayLabel } from '../app/days';
import { TableRegion } from '../app/TableRegion';
import {
  ErrorState,
  PlainTable,
  TableHead,
  borderWidth,
  color,
  fontWeight,
  space,
  LoadingBlock,
} from '@sl/ui';

const Race = styled.li`
  border-top: ${borderWidth.hairline} solid ${color.border};
  padding: ${space.sm} 0;
  h3 {
    margin: ${space.sm} 0 ${space.xs};
  }
  p {
    margin: 0 0 ${space.xs};
    color: ${color.muted};
  }
  details > summary {
    cursor: pointer;
    font-weight: ${fontWeight.bold};
    padding: ${space.xs} 0;
  }
`;

const Races = styled.ul`
  list-style: none;
  padding: 0;
`;

function useEarlyEntries() {
  return useQuery({
    queryKey: ['racing', 'early-entries'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<EarlyEntriesResponse>('/horse-racing/v2/racing/early-entries', { signal })).data,
    staleTime: 5 * 60_000,
  });
}

const ENTRY_COLUMNS = [
  'Horse',
  { label: 'Age', num: true },
  'Trainer',
  { label: 'Rating', num: true },
  { label: 'Weight', num: true },
];

function EntriesTable({ race }: { race: EarlyEntryRace }) {
  return (
    <TableRegion label={`Entries for the ${race.title}`}>
      <PlainTable small density="tight" valign="top" nowrap="figures">
        <caption>Entries for the {race.title}, highest rated first</caption>
        <TableHead columns={ENTRY_COLUMNS} />
        <tbody>
          {race.entries.map((e) => (
            <tr key={e.horseCode} data-testid="early-entry">
              <td>{e.horseName}</td>
              <td className="num">
                {e.age} <abbr title={e.sex}>{e.sex.charAt(0)}</abbr>
              </td>
              <td>{e.trainerFullName}</td>
              <td className="num">{e.rating}</td>
              <td className="num">{e.weight}</td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </TableRegion>
  );
}

/** /racing/early-entries: the big races of the coming weeks and the horses entered for them. */
export function EarlyEntriesPage() {
  const today = londonDate();
  const { data, isPending, isError } = useEarlyEntries();
  const days = new Map<string, EarlyEntryRace[]>();
  for (const race of data?.races ?? []) days.set(race.date, [...(days.get(race.date) ?? []), race]);
  return (
    <>
      <h1>Early entries</h1>
      <p>
        The horses entered for the big races of the next five weeks: Group, Grade and Listed races and the
        festivals&apos; features. Most entries are taken out before the final declarations.
      </p>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState title="The entries could not be loaded. Please try again shortly." />
      ) : data.races.length === 0 ? (
        <p>There are no big races with entries in the next five weeks.</p>
      ) : (
        [...days].map(([date, races]) => (
          <section key={date} aria-labelledby={`entries-${date}`}>
            <h2 id={`entries-${date}`}>{dayLabel(date, today)}</h2>
            <Races>
              {races.map((race, i) => (
                <Race key={race.raceId} data-testid="early-entry-race">
                  <h3>{race.title}</h3>
                  <p>
                    {race.offTimeLocal} {race.courseName}
                    {race.festival ? ` (${race.festival})` : ''} · {race.distance} · {race.prize} to the
                    winner ·{' '}
                    <strong data-testid="entry-count">
                      {race.entries.length} {race.entries.length === 1 ? 'entry' : 'entries'}
                    </strong>
                  </p>
                  <details open={date === data.races[0]!.date && i === 0}>
                    <summary>Show the entries for the {race.title}</summary>
                    <EntriesTable race={race} />
                  </details>
                </Race>
              ))}
            </Races>
          </section>
        ))
      )}
    </>
  );
}
