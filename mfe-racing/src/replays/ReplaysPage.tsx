import { NavLink, useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { londonDate } from '@sl/contracts';
import { dayLabel } from '../app/days';
import { replayPath, useReplaysDay } from './api';
import { TableRegion } from '../app/TableRegion';
import { EmptyState, ErrorState, PlainTable, TableHead, fontWeight, space, LoadingBlock } from '@sl/ui';

const Days = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.md};
    padding: 0;
  }
  a[aria-current='page'] {
    font-weight: ${fontWeight.bold};
  }
`;

const sp = (price: string) => (price === '1/1' ? 'Evs' : price);

/** /racing/replays (today) and /racing/replays/on/{date}: the day's finished races, each with its replay. */
export function ReplaysPage() {
  const today = londonDate();
  const { date: param } = useParams();
  const date = param ?? today;
  const { data, isPending, isError } = useReplaysDay(date);
  const latestDay = data?.days.find((day) => day < today);
  return (
    <>
      <h1>Race replays</h1>
      <p>
        Every finish of the last week, drawn from the result: positions and beaten distances at the line, with
        the result beside it.
      </p>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState title="The replays could not be loaded. Please try again shortly." />
      ) : data === null ? (
        <EmptyState
          icon="replays"
          title="There are no replays for this day: replays are kept for the last seven days."
        />
      ) : (
        <>
          <Days aria-label="Replay days">
            <ul>
              {data.days.map((day) => (
                <li key={day}>
                  <NavLink
                    to={day === today ? '/racing/replays' : `/racing/replays/on/${day}`}
                    end
                    aria-current={day === date ? 'page' : undefined}
                  >
                    {dayLabel(day, today)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Days>
          <h2>{dayLabel(date, today)}</h2>
          {data.races.length === 0 ? (
            <>
              <p>No race has finished yet on this day. Earlier days are listed above.</p>
              {!param && latestDay ? <LatestReplays date={latestDay} today={today} /> : null}
            </>
          ) : (
            <ReplaysTable races={data.races} label={dayLabel(date, today)} />
          )}
        </>
      )}
    </>
  );
}

type ReplayRace = NonNullable<ReturnType<typeof useReplaysDay>['data']>['races'][number];

function ReplaysTable({ races, label }: { races: ReplayRace[]; label: string }) {
  return (
    <TableRegion label={`Replays, ${label}`}>
      <PlainTable small density="tight" valign="top" nowrap="figures" data-testid="replays-table">
        <caption>Races with replays, {label}</caption>
        <TableHead columns={['Time', 'Course', 'Race', 'Winner', { label: 'SP', num: true }]} />
        <tbody>
          {races.map((r) => (
            <tr key={r.raceId} data-testid="replay-row">
              <td>{r.offTimeLocal}</td>
              <td>{r.courseName}</td>
              <td>
                <NavLink to={replayPath(r.raceId, r.title)}>{r.title}</NavLink>
              </td>
              <td>{r.winner.horseName}</td>
              <td className="num">{sp(r.winner.startingPrice)}</td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </TableRegion>
  );
}

/** Today before the first finish: the latest earlier day's replays, so the page is never only an apology. */
function LatestReplays({ date, today }: { date: string; today: string }) {
  const { data } = useReplaysDay(date);
  if (!data || data.races.length === 0) return null;
  return (
    <section aria-labelledby="latest-replays">
      <h2 id="latest-replays">Latest replays: {dayLabel(date, today)}</h2>
      <ReplaysTable races={data.races} label={dayLabel(date, today)} />
    </section>
  );
}
