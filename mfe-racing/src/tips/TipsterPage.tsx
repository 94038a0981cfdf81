import type { ReactNode } from 'react';
import { Link, useParams } from '@sl/contracts/routing';
import { tipsterById, type Tipster, type TippingRecordsResponse } from '@sl/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFootballRecords, useRacingRecords } from './api';
import { formatPoints } from './format';
import { Failed, FootballUnavailable } from './States';
import { TipList } from './TipList';
import { TipsNotFound } from './TipsNotFound';
import { LoadingBlock } from '@sl/ui';

function SportRecord({
  title,
  query,
  unavailable,
}: {
  title: string;
  query: UseQueryResult<TippingRecordsResponse>;
  unavailable: ReactNode;
}) {
  const { data, isPending, isError } = query;
  const id = `sport-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        unavailable
      ) : (
        (() => {
          const row = data.rows[0];
          return (
            <>
              {row && (
                <dl data-testid="tipster-record">
                  <dt>All time</dt>
                  <dd>
                    {row.record.wins} winners from {row.record.runs} bets ({row.record.strikeRate.toFixed(1)}
                    %), {formatPoints(row.record.profit)} points
                  </dd>
                  <dt>Season</dt>
                  <dd>
                    {row.season.wins} from {row.season.runs}, {formatPoints(row.season.profit)} points
                  </dd>
                  <dt>Last 30 days</dt>
                  <dd>
                    {row.last30.wins} from {row.last30.runs}, {formatPoints(row.last30.profit)} points
                  </dd>
                  <dt>Last 14 days</dt>
                  <dd>
                    {row.last14.wins} from {row.last14.runs}, {formatPoints(row.last14.profit)} points
                  </dd>
                  <dt>Recent form</dt>
                  <dd>{row.form || 'No settled bets yet'}</dd>
                </dl>
              )}
              <h3>Recent tips</h3>
              {data.recent && data.recent.length > 0 ? (
                <TipList tips={data.recent} show="event" />
              ) : (
                <p>No tips yet.</p>
              )}
            </>
          );
        })()
      )}
    </section>
  );
}

function RacingRecord({ id }: { id: string }) {
  const query = useRacingRecords('all', id);
  return <SportRecord title="Racing" query={query} unavailable={<Failed what="The racing record" />} />;
}

function FootballRecord({ id }: { id: string }) {
  const query = useFootballRecords('all', id);
  return <SportRecord title="Football" query={query} unavailable={<FootballUnavailable />} />;
}

function Records({ tipster }: { tipster: Tipster }) {
  return (
    <>
      {tipster.sports.includes('racing') && <RacingRecord id={tipster.id} />}
      {tipster.sports.includes('football') && <FootballRecord id={tipster.id} />}
    </>
  );
}

/** /tips/tipster/{id}: who the tipster is, how they pick, their record and their latest tips. */
export function TipsterPage() {
  const { id } = useParams();
  const tipster = id ? tipsterById(id) : undefined;
  if (!tipster) return <TipsNotFound />;
  return (
    <>
      <h1>{tipster.name}</h1>
      <p>
        <strong>{tipster.role}</strong>. {tipster.style}
      </p>
      <p>{tipster.bio}</p>
      <Records tipster={tipster} />
      <p>
        <Link to="/tips/tipping-records">All tipping records</Link>
      </p>
    </>
  );
}
