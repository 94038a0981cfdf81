import { useState } from 'react';
import { TIP_PERIOD_LABELS, type TipPeriod, type TippingRecordsResponse } from '@sl/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFootballRecords, useRacingRecords } from './api';
import { longDate } from './format';
import { PeriodPicker } from './PeriodPicker';
import { PnlChart, seriesOf } from './PnlChart';
import { RecordsTable } from './RecordsTable';
import { Failed, FootballUnavailable } from './States';
import { LoadingBlock } from '@sl/ui';

function SportRecords({
  sport,
  query,
}: {
  sport: 'Racing' | 'Football';
  query: UseQueryResult<TippingRecordsResponse>;
}) {
  const { data, isPending, isError } = query;
  if (isPending) return <LoadingBlock />;
  if (isError) return sport === 'Football' ? <FootballUnavailable /> : <Failed what="The racing records" />;
  const period = TIP_PERIOD_LABELS[data.period].toLowerCase();
  return (
    <>
      <p>
        {longDate(data.from)} to {longDate(data.to)}.
      </p>
      <RecordsTable rows={data.rows} caption={`${sport} tipping records, ${period}`} />
      <PnlChart title={`${sport} profit and loss, ${period} (points)`} series={seriesOf(data.rows)} />
    </>
  );
}

/** /tips/tipping-records: every tipster's racing and football record to level stakes, with a P&L chart each. */
export function TippingRecordsPage() {
  const [period, setPeriod] = useState<TipPeriod>('season');
  const racing = useRacingRecords(period);
  const football = useFootballRecords(period);
  return (
    <>
      <h1>Tipping records</h1>
      <p>
        Every selection our tipsters give is recorded and settled to a one-point level stake: racing at
        starting price (a winner returns its SP, placed or unplaced loses the point, a non-runner is void),
        football at the price given with the tip. Strike rate is winners from bets settled; the records are
        counted afresh from the results every time this page loads.
      </p>
      <PeriodPicker value={period} onChange={setPeriod} />
      <section aria-labelledby="records-racing">
        <h2 id="records-racing">Racing</h2>
        <SportRecords sport="Racing" query={racing} />
      </section>
      <section aria-labelledby="records-football">
        <h2 id="records-football">Football</h2>
        <SportRecords sport="Football" query={football} />
      </section>
    </>
  );
}
