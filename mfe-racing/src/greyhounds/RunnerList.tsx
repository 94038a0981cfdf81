import styled from 'styled-components';
import type { GreyhoundRunner, TrapNumber } from '@sl/contracts';
import { VisuallyHidden } from '../app/VisuallyHidden';
import { metres, raceTime } from './format';
import { ScrollTable } from './Scroll';
import { TrapJacket } from './TrapJacket';

const List = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 40px 1fr;
  gap: 8px 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 10px 12px;

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 2px 0;
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 6px 0 0;
  }
  dl div {
    display: flex;
    gap: 4px;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  details {
    grid-column: 1 / -1;
  }
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.colors.primary};
  }
`;

const TRAPS: TrapNumber[] = [1, 2, 3, 4, 5, 6];

const SEED_LABELS = { W: 'wide', M: 'middle', R: 'rail' } as const;

function RecentRuns({ runner }: { runner: GreyhoundRunner }) {
  if (runner.recentRuns.length === 0) return <p>No previous runs: {runner.name} is on debut.</p>;
  return (
    <ScrollTable label={`${runner.name}: recent runs`}>
      <table>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Track</th>
            <th scope="col" className="num">
              Dist
            </th>
            <th scope="col" className="num">
              Trap
            </th>
            <th scope="col" className="num">
              Pos
            </th>
            <th scope="col" className="num">
              Btn
            </th>
            <th scope="col" className="num">
              Time
            </th>
            <th scope="col">Grade</th>
            <th scope="col" className="num">
              SP
            </th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
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
      </table>
    </ScrollTable>
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
