import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { isTippedSport, type OtherSport, type SportTip, type TipRecord } from '@sl/contracts';
import { useSportTips } from './api';
import { dayHeading } from './days';
import { ErrorState, Tile, TileGrid, color, fontSize, fontWeight, LoadingBlock } from '@sl/ui';

const Item = styled(Tile).attrs({ accent: true })`
  .meta {
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  .pick {
    font-weight: ${fontWeight.bold};
  }
  .won {
    color: ${color.positive};
    font-weight: ${fontWeight.bold};
  }
  .lost {
    color: ${color.negative};
    font-weight: ${fontWeight.bold};
  }
`;

const points = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} pts`;

function RecordLine({ record, sport }: { record: TipRecord; sport: string }) {
  if (record.runs === 0) return <p>No {sport} tips settled in the last 30 days.</p>;
  return (
    <p data-testid="sport-tips-record">
      Last 30 days: {record.wins} winners from {record.runs} {sport} tips ({record.strikeRate}%),{' '}
      {points(record.profit)} to level stakes.
    </p>
  );
}

function TipItem({ tip, today }: { tip: SportTip; today: string }) {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(tip.startTime));
  return (
    <Item data-testid="sport-tip" data-result={tip.result}>
      <p>
        <Link to={tip.path}>{tip.event}</Link>
      </p>
      <p className="meta">
        {dayHeading(tip.date, today)} {time} · {tip.competition}, {tip.round}
      </p>
      <p>
        <span className="pick">
          Tip: {tip.selection.name} {tip.price}
        </span>{' '}
        {tip.result === 'won' && <span className="won">Won {points(tip.profit ?? 0)}</span>}
        {tip.result === 'lost' && <span className="lost">Lost</span>}
      </p>
      <p>{tip.reasoning}</p>
    </Item>
  );
}

/**
 * The sports desk's tips for one sport over the coming week (yesterday's settled ones first), with the desk's
 * record: the tips a punter reads before a session at the Ally Pally or Wimbledon.
 */
export function SportTips({
  sport,
  name,
  from,
  to,
  today,
}: {
  sport: OtherSport;
  name: string;
  from: string;
  to: string;
  today: string;
}) {
  const tipped = isTippedSport(sport);
  const query = useSportTips(sport, from, to, tipped);
  if (!tipped) return null;
  const tips = query.data?.tips ?? [];
  const upcoming = tips.filter((t) => t.result === 'pending');
  const settled = tips.filter((t) => t.result !== 'pending').reverse();
  const headingId = `sport-tips-${sport}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{name} tips</h2>
      {query.isPending ? (
        <LoadingBlock label="Loading tips…" />
      ) : query.isError ? (
        <ErrorState title={`The ${name.toLowerCase()} tips could not be loaded. Please try again shortly.`} />
      ) : (
        <>
          <RecordLine record={query.data.record} sport={name.toLowerCase()} />
          <h3>Coming up</h3>
          {upcoming.length === 0 ? (
            <p>There are no {name.toLowerCase()} events left to tip this week.</p>
          ) : (
            <TileGrid gap="sm">
              {upcoming.slice(0, 9).map((tip) => (
                <TipItem key={tip.eventId} tip={tip} today={today} />
              ))}
            </TileGrid>
          )}
          {settled.length > 0 && (
            <>
              <h3>Settled</h3>
              <TileGrid gap="sm">
                {settled.slice(0, 6).map((tip) => (
                  <TipItem key={tip.eventId} tip={tip} today={today} />
                ))}
              </TileGrid>
            </>
          )}
        </>
      )}
    </section>
  );
}
