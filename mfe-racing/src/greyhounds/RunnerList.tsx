import styled from 'styled-components';
import type { GreyhoundRunner, TrapNumber } from '@sl/contracts';
import { metres, raceTime } from './format';
import { TableRegion } from '../app/TableRegion';
import { GreyhoundTable } from './GreyhoundTable';
import { TrapJacket } from './TrapJacket';
import {
  TableHead,
  VisuallyHidden,
  size,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  radius,
  space,
} from '@sl/ui';

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  display: grid;
  gap: ${space.sm};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: ${size.avatar} minmax(0, 1fr);
  gap: ${space.sm} ${space.md};
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.sm} ${space.md};

  h3 {
    margin: 0;
    font-size: ${fontSize.md};
  }
  p {
    margin: ${space.xxs} 0;
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.lg};
    margin: ${space.xs} 0 0;
  }
  dl div {
    display: flex;
    gap: ${space.xs};
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
  details {
    grid-column: 1 / -1;
  }
  summary {
    cursor: pointer;
    color: ${color.primary};
  }
`;

const TRAPS: TrapNumber[] = [1, 2, 3, 4, 5, 6];

const SEED_LABELS = { W: 'wide', M: 'middle', R: 'rail' } as const;

const RECENT_RUN_COLUMNS = [
  'Date',
  'Track',
  ...['Dist', 'Trap', 'Pos', 'Btn', 'Time'].map((label) => ({ label, num: true })),
  'Grade',
  { label: 'SP', num: true },
  'Comment',
];

function RecentRuns({ runner }: { runner: GreyhoundRunner }) {
  if (runner.recentRuns.length === 0) return <p>No previous runs: {runner.name} is on debut.</p>;
  return (
    <TableRegion label={`${runner.name}: recent runs`}>
      <GreyhoundTable>
        <TableHead columns={RECENT_RUN_COLUMNS} />
        <tbody>
          {runner.recentRuns.slice(0, 5).map((line) => (
            <tr key={line.raceId}>
              <td>{line.date}</td>
              <td>{line.trackName}</td>
              <td className="num">{metres(line.distance)}</td>
              <td className="num">{line.trap}</td>
              <td className="num">{line.position}</td>
              <td className="num">{line.distanceBehind || '-'}</td>
              <td className="num">{raceTime(line.time)}</td>
              <td>{line.grade}</td>
              <td className="num">{line.sp}</td>
              <td>{line.comment}</td>
            </tr>
          ))}
        </tbody>
      </GreyhoundTable>
    </TableRegion>
  );
}

/**
 * The six traps in trap order: jacket, dog, breeding line, trainer and the figures a punter reads first. The
 * forecast price is left out where the service sent none (viewers outside the UK and Ireland).
 */
export function RunnerList({ runners }: { runners: GreyhoundRunner[] }) {
  return (
    <List aria-label="Runners">
      {TRAPS.map((trap) => runners.find((r) => r.trap === trap) ?? trap).map((r) =>
        typeof r === 'number' ? (
          // A trap with no dog is printed as vacant, as on a track's own card, so the six rows always show.
          <Row key={`vacant-${r}`} data-testid="greyhound-runner" data-vacant="true">
            <TrapJacket trap={r} />
            <div>
              <h3>Vacant</h3>
              <p>No runner in trap {r}.</p>
            </div>
          </Row>
        ) : (
          <Row key={r.dogId} data-testid="greyhound-runner">
            <TrapJacket trap={r.trap} />
            <div>
              <h3>{r.name}</h3>
              <p>
                {r.colourSex} · {r.ageYears} years · {r.sire} – {r.dam}
              </p>
              <p>Trainer: {r.trainer}</p>
              <dl>
                <div>
                  <dt>Seed</dt>
                  <dd>
                    <abbr title={SEED_LABELS[r.seed]}>{r.seed}</abbr>
                  </dd>
                </div>
                <div>
                  <dt>Form</dt>
                  <dd>{r.form || 'Debut'}</dd>
                </div>
                <div>
                  <dt>Best time</dt>
                  <dd>{r.bestTime === null ? '-' : raceTime(r.bestTime)}</dd>
                </div>
                {r.forecastPrice !== null && (
                  <div>
                    <dt>Forecast</dt>
                    <dd data-testid="forecast-price">{r.forecastPrice}</dd>
                  </div>
                )}
              </dl>
            </div>
            <details>
              <summary>
                Recent runs<VisuallyHidden> of {r.name}</VisuallyHidden>
              </summary>
              <RecentRuns runner={r} />
            </details>
          </Row>
        ),
      )}
    </List>
  );
}
