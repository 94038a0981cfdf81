import { useQuery } from '@tanstack/react-query';
import { Link } from '@sl/contracts/routing';
import {
  ENTRY_STATUS,
  apiClient,
  racecardPath,
  type FestivalEditionRacing,
  type FestivalRacing,
  type RaceCardResponse,
} from '@sl/contracts';
import { Card, longDate } from './RaceLists';

/** The Grand National itself in an edition (the feature race of its last day), if its card is out. */
function nationalOf(edition: FestivalEditionRacing | null) {
  const day = edition?.days[edition.days.length - 1];
  const race = day?.races.find((r) => r.feature);
  return day && race ? { day, race } : null;
}

/** /grand-national/runners: this year's field once declared, otherwise last year's with where they finished. */
export function GrandNationalRunners({ racing }: { racing: FestivalRacing }) {
  const current = nationalOf(racing.next);
  const shown = current ?? nationalOf(racing.previous);
  const { data, isPending, isError } = useQuery({
    queryKey: ['promos', 'national-runners', shown?.race.raceId ?? 0] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<RaceCardResponse[]>(`/horse-racing/v2/racing/race/${shown!.race.raceId}`, {
          signal,
        })
      ).data[0]!,
    enabled: !!shown,
  });
  const raceDay = racing.next.days[racing.next.days.length - 1]!;
  return (
    <>
      {!current && (
        <p>
          The {racing.next.year} Grand National is run on {longDate(raceDay.date)}; its runners are declared a
          few days before.
        </p>
      )}
      {shown && (
        <Card aria-label="Grand National runners">
          <h2>
            {current
              ? `${racing.next.year} Grand National runners`
              : `${racing.previous!.year} Grand National field`}
          </h2>
          <p>
            <Link to={racecardPath(shown.day.date, racing.course, shown.race.raceId, shown.race.title)}>
              Full race card
            </Link>
          </p>
          {isPending && <p aria-busy="true">Loading runners…</p>}
          {isError && <p role="status">The runners are unavailable right now.</p>}
          {data && (
            <ol>
              {data.entries
                .filter((e) => e.statusId === ENTRY_STATUS.runner)
                .map((e) => {
                  const placing = data.result?.placings.find((p) => p.horseCode === e.horseCode);
                  return (
                    <li key={e.horseCode}>
                      <strong>{e.horseName}</strong> ({e.currentOdds}) · {e.jockeyFullName} ·{' '}
                      {e.trainerFullName}
                      {placing &&
                        (placing.position > 0 ? ` · finished ${placing.position}` : ' · did not finish')}
                    </li>
                  );
                })}
            </ol>
          )}
        </Card>
      )}
    </>
  );
}
