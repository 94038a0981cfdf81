import { useState } from 'react';
import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import {
  londonDate,
  TIP_PERIOD_LABELS,
  TIP_PERIODS,
  type Tip,
  type TipPeriod,
  type TipsterRecordRow,
} from '@sl/contracts';
import { AccaCard, profitText, TipCard } from './TipCard';
import { useTippingRecords, useTipsOn } from './api';
import { Button, PlainTable, ScrollRegion, TableHead, color, space, LoadingBlock } from '@sl/ui';

const Periods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: ${space.sm} 0 ${space.md};
`;

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

const kickOff = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/** On the page's own colour the rules between rows are quieter than the usual border. */
const Table = styled(PlainTable)`
  background: ${color.surface};
  th,
  td {
    border-bottom-color: ${color.page};
  }
`;

const RECORD_COLUMNS = ['Tipster', 'Bets', 'Won', 'Strike rate', 'Profit', 'ROI', 'Form'];

/** Tips of a day grouped by match, with the accumulator first. */
function DayTips({ tips }: { tips: Tip[] }) {
  const acca = tips.filter((t) => t.legs?.length);
  const byMatch = new Map<string, Tip[]>();
  for (const t of tips.filter((x) => !x.legs?.length))
    byMatch.set(t.event.id, [...(byMatch.get(t.event.id) ?? []), t]);
  const matches = [...byMatch.values()].sort((a, b) =>
    a[0]!.event.startTime.localeCompare(b[0]!.event.startTime),
  );
  return (
    <>
      {acca.map((t) => (
        <AccaCard key={t.id} tip={t} />
      ))}
      {matches.map((group) => {
        const event = group[0]!.event;
        return (
          <section key={event.id} aria-labelledby={`match-${event.id}`}>
            <h3 id={`match-${event.id}`}>
              <time dateTime={event.startTime}>{kickOff(event.startTime)}</time>{' '}
              <Link to={event.path}>{event.name}</Link> <small>({event.venue})</small>
            </h3>
            {group.map((t) => (
              <TipCard key={t.id} tip={t} />
            ))}
          </section>
        );
      })}
    </>
  );
}

function RecordsTable({ rows, period }: { rows: TipsterRecordRow[]; period: TipPeriod }) {
  return (
    <ScrollRegion label="Tipsters' records table">
      <Table
        align="right"
        density="tight"
        tabular
        captionStyle="semibold"
        data-testid="football-tipping-records"
      >
        <caption>
          Football tipsters&apos; records: {TIP_PERIOD_LABELS[period].toLowerCase()}, level stakes
        </caption>
        <TableHead columns={RECORD_COLUMNS} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.tipster.id}>
              <th scope="row">{r.tipster.name}</th>
              <td>{r.record.runs}</td>
              <td>{r.record.wins}</td>
              <td>{r.record.strikeRate.toFixed(1)}%</td>
              <td>{profitText(r.record.profit)}</td>
              <td>{r.record.roi.toFixed(1)}%</td>
              <td>{r.form || '–'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

/** /football/tips-centre: today's and the coming days' tips by match, the acca, recent results and records. */
export function TipsCentrePage() {
  const today = londonDate();
  const upcoming = [0, 1, 2, 3].map((n) => shift(today, n));
  const recentDays = [1, 2, 3].map((n) => shift(today, -n));
  const ahead = useTipsOn(upcoming);
  const recent = useTipsOn(recentDays);
  const [period, setPeriod] = useState<TipPeriod>('30d');
  const records = useTippingRecords(period);
  const [todays, ...later] = ahead;
  const settled = recent
    .flatMap((q) => q.data?.tips ?? [])
    .filter((t) => t.result !== 'pending')
    .sort((a, b) => b.event.startTime.localeCompare(a.event.startTime));
  return (
    <>
      <h1>Football tips centre</h1>
      <p>
        Our football tipsters&apos; selections for today&apos;s and the coming days&apos; matches, with their
        reasoning, a daily accumulator, and every tip settled on the 90-minute score. Prices are those on
        offer when the tips were given. 18+. Please gamble responsibly.
      </p>

      <h2>Today&apos;s tips</h2>
      {todays?.isPending ? (
        <LoadingBlock label="Loading today's tips…" />
      ) : todays?.data?.tips.length ? (
        <DayTips tips={todays.data.tips} />
      ) : (
        <p>
          No football tips today: there are no matches in the main competitions. See the coming days below.
        </p>
      )}

      <h2>Coming up</h2>
      {later.map((q, i) => {
        const day = upcoming[i + 1]!;
        const tips = q.data?.tips ?? [];
        return (
          <section key={day} aria-labelledby={`tips-${day}`}>
            <h3 id={`tips-${day}`}>{dayName(day)}</h3>
            {q.isPending ? (
              <LoadingBlock />
            ) : tips.length ? (
              <details>
                <summary>
                  {tips.length} tips on {new Set(tips.filter((t) => !t.legs).map((t) => t.event.id)).size}{' '}
                  matches
                </summary>
                <DayTips tips={tips} />
              </details>
            ) : (
              <p>No tips for this day.</p>
            )}
          </section>
        );
      })}

      <h2>Recent results</h2>
      {settled.length ? (
        <ul aria-label="Settled tips of the last three days">
          {settled.map((t) => (
            <li key={t.id}>
              <TipCard tip={t} showMatch level={3} />
            </li>
          ))}
        </ul>
      ) : (
        <p>No tips settled in the last three days.</p>
      )}

      <h2>Tipsters&apos; records</h2>
      <Periods role="group" aria-label="Record period">
        {TIP_PERIODS.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === period ? 'primary' : 'secondary'}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {TIP_PERIOD_LABELS[p]}
          </Button>
        ))}
      </Periods>
      {records.data ? (
        <RecordsTable rows={records.data.rows} period={period} />
      ) : (
        <LoadingBlock label="Loading records…" />
      )}
      <p>
        <Link to="/tips/tipping-records">Every tipster&apos;s record, racing and football</Link>
      </p>
    </>
  );
}
