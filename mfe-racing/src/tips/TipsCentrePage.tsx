import { Link, useSearchParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { isRacingDay, type Tip } from '@sl/contracts';
import { shiftDay } from '@sl/contracts/tip-records';
import { useRacingTips } from './api';
import { longDate, offTime } from './format';
import { Failed } from './States';
import { TipList } from './TipList';
import { space, LoadingBlock } from '@sl/ui';

const Race = styled.section`
  margin: 0 0 ${space.lg};
  h2 {
    margin: ${space.lg} 0 ${space.xs};
  }
  .verdict {
    margin: 0 0 ${space.xs};
  }
`;

/** A day's tips grouped by race, in off-time order. */
export function tipsByRace(tips: readonly Tip[]): Array<{ event: Tip['event']; tips: Tip[] }> {
  const races = new Map<string, { event: Tip['event']; tips: Tip[] }>();
  for (const tip of tips) {
    const race = races.get(tip.event.id) ?? { event: tip.event, tips: [] };
    race.tips.push(tip);
    races.set(tip.event.id, race);
  }
  return [...races.values()].sort((a, b) => a.event.startTime.localeCompare(b.event.startTime));
}

/** The panel's most tipped horse in a race, when more than one tipster agrees. */
function verdict(tips: readonly Tip[]): string | null {
  const counts = new Map<string, number>();
  for (const t of tips) counts.set(t.selection.name, (counts.get(t.selection.name) ?? 0) + 1);
  const [name, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return count > 1 ? `${name} is tipped by ${count} of our ${tips.length} tipsters.` : null;
}

/** /racing/tips-centre: today's tips race by race with each tipster's reasoning, naps marked. */
export function TipsCentrePage() {
  const [params] = useSearchParams();
  const asked = params.get('date') ?? undefined;
  const date = isRacingDay(asked) ? asked : undefined;
  const { data, isPending, isError } = useRacingTips(date);
  const races = data ? tipsByRace(data.tips) : [];
  const naps = data ? data.tips.filter((t) => t.nap) : [];
  return (
    <>
      <h1>Racing tips centre</h1>
      <p>
        Our tipsters pick in the day&apos;s biggest races, each by their own method, and name one nap: their
        best bet of the day. Results are settled at starting price to a one-point level stake; see the{' '}
        <Link to="/racing/naps-table">naps table</Link> and the{' '}
        <Link to="/tips/tipping-records">tipping records</Link>.
      </p>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <Failed what="Today's tips" />
      ) : (
        <>
          <nav aria-label="Tip days">
            <Link to={`/racing/tips-centre?date=${shiftDay(data.date, -1)}`}>Previous day</Link>
            {' | '}
            <Link to={`/racing/tips-centre?date=${shiftDay(data.date, 1)}`}>Next day</Link>
          </nav>
          <p>
            <strong>{longDate(data.date)}</strong>
          </p>
          {races.length === 0 ? (
            <p>There are no tips for this day: tips are published the evening before racing.</p>
          ) : (
            <>
              <section aria-labelledby="naps-heading">
                <h2 id="naps-heading">Today&apos;s naps</h2>
                <TipList tips={naps} show="event" withReasoning={false} />
              </section>
              {races.map(({ event, tips }) => {
                const line = verdict(tips);
                return (
                  <Race key={event.id} aria-labelledby={`race-${event.id}`} data-testid="tipped-race">
                    <h2 id={`race-${event.id}`}>
                      {offTime(event.startTime)} {event.venue}
                    </h2>
                    <p>
                      {event.name.slice(event.name.indexOf(': ') + 2)} ·{' '}
                      <Link to={event.path}>Race card</Link>
                    </p>
                    {line && <p className="verdict">{line}</p>}
                    <TipList tips={tips} />
                  </Race>
                );
              })}
            </>
          )}
        </>
      )}
    </>
  );
}
