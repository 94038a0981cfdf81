import { useState } from 'react';
import { Link } from '@sl/contracts/routing';
import { TIP_PERIOD_LABELS, type TipPeriod } from '@sl/contracts';
import { useNapsTable } from './api';
import { longDate } from './format';
import { PeriodPicker } from './PeriodPicker';
import { PnlChart, seriesOf } from './PnlChart';
import { RecordsTable } from './RecordsTable';
import { Failed } from './States';
import { TipList } from './TipList';
import { LoadingBlock } from '@sl/ui';

/** /racing/naps-table: each tipster's naps to level stakes at SP, for the season or a rolling window. */
export function NapsTablePage() {
  const [period, setPeriod] = useState<TipPeriod>('season');
  const { data, isPending, isError } = useNapsTable(period);
  return (
    <>
      <h1>Naps table</h1>
      <p>
        Every tipster names one nap a day, their most confident selection. The table counts those naps only, a
        one-point win bet each at starting price: a winner returns its SP, a loser (placed or not) costs the
        point, a non-runner is void. Best profit first; press a column heading to sort by it.
      </p>
      <PeriodPicker value={period} onChange={setPeriod} />
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <Failed what="The naps table" />
      ) : (
        <>
          <p>
            {TIP_PERIOD_LABELS[data.period]}: {longDate(data.from)} to {longDate(data.to)}.
          </p>
          <RecordsTable
            rows={data.rows}
            caption={`Naps table, ${TIP_PERIOD_LABELS[data.period].toLowerCase()}`}
            runsLabel="Naps"
          />
          <PnlChart title="Naps profit and loss (points)" series={seriesOf(data.rows)} />
          <section aria-labelledby="today-naps">
            <h2 id="today-naps">Today&apos;s naps</h2>
            {data.today.length === 0 ? (
              <p>No naps have been published for today yet.</p>
            ) : (
              <TipList tips={data.today} show="event" withReasoning={false} />
            )}
            <p>
              The reasoning for every selection is in the <Link to="/racing/tips-centre">tips centre</Link>.
            </p>
          </section>
        </>
      )}
    </>
  );
}
