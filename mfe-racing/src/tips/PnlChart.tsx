import { useId } from 'react';
import styled from 'styled-components';
import type { TipsterRecordRow } from '@sl/contracts';
import { formatPoints, shortDate } from './format';
import { Scroll, Table } from './RecordsTable';
import { borderWidth, color, fontWeight, size, space } from '@sl/ui';

/** Line colours: roles that keep at least 3:1 against the chart's surface in both schemes. */
const COLOURS = [color.chartLine, color.negative, color.positive, color.warning, color.info, color.muted];

const W = 640;
const H = 260;
// Room on the left for a signed label such as +109.50 at the chart's font size.
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };

const Figure = styled.figure`
  margin: 0 0 ${space.lg};
  svg {
    width: 100%;
    height: auto;
    max-width: ${size.prose};
    display: block;
    background: ${color.surface};
  }
  figcaption {
    font-weight: ${fontWeight.bold};
    margin-bottom: ${space.xs};
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.lg};
    padding: 0;
    margin: ${space.xs} 0;
  }
  li span {
    display: inline-block;
    width: ${size.iconSm};
    height: ${borderWidth.bar};
    margin-right: ${space.xs};
    vertical-align: middle;
  }
  summary {
    cursor: pointer;
    color: ${color.primary};
    text-decoration: underline;
    margin: ${space.xs} 0;
  }
`;

export interface ChartSeries {
  label: string;
  points: Array<{ date: string; cumulative: number }>;
}

export function seriesOf(rows: readonly TipsterRecordRow[]): ChartSeries[] {
  return rows.map((r) => ({ label: r.tipster.name, points: r.series }));
}

/** The cumulative value of a series on each day: carried forward over days it had no settled tip. */
export function alignSeries(series: readonly ChartSeries[]): { dates: string[]; values: number[][] } {
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const values = series.map((s) => {
    const byDate = new Map(s.points.map((p) => [p.date, p.cumulative]));
    let last = 0;
    return dates.map((d) => (last = byDate.get(d) ?? last));
  });
  return { dates, values };
}

/**
 * Profit and loss over time drawn as SVG: one line per tipster of cumulative points to level stakes, a zero line,
 * and the same figures as a table for screen readers and anyone who prefers numbers.
 */
export function PnlChart({ title, series }: { title: string; series: readonly ChartSeries[] }) {
  const id = useId();
  const { dates, values } = alignSeries(series);
  if (dates.length === 0) return <p>No settled tips in this period yet, so there is no chart to draw.</p>;
  const all = values.flat();
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const x = (i: number) =>
    PAD.left +
    (dates.length === 1
      ? (W - PAD.left - PAD.right) / 2
      : (i / (dates.length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + ((max - v) / span) * (H - PAD.top - PAD.bottom);
  const ticks = [max, (max + min) / 2, min];
  return (
    <Figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} data-testid="pnl-chart">
        <title id={`${id}-title`}>
          {`${title}: ${series.map((s, i) => `${s.label} ${formatPoints(values[i]?.at(-1) ?? 0)} points`).join('; ')}`}
        </title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={color.chartGrid} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill={color.muted}>
              {formatPoints(Math.round(t * 10) / 10)}
            </text>
          </g>
        ))}
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke={color.text} strokeWidth="1.5" />
        <text x={PAD.left} y={H - 8} fontSize="11" fill={color.muted}>
          {shortDate(dates[0]!)}
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize="11" fill={color.muted} textAnchor="end">
          {shortDate(dates.at(-1)!)}
        </text>
        {values.map((line, i) => (
          <polyline
            key={series[i]!.label}
            fill="none"
            stroke={COLOURS[i % COLOURS.length]}
            strokeWidth="2.5"
            points={line.map((v, j) => `${x(j).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <ul aria-label="Key">
        {series.map((s, i) => (
          <li key={s.label}>
            <span style={{ background: COLOURS[i % COLOURS.length] }} aria-hidden="true" />
            {s.label}: {formatPoints(values[i]?.at(-1) ?? 0)} pts
          </li>
        ))}
      </ul>
      <details>
        <summary>Show the chart&apos;s figures as a table</summary>
        <Scroll label={`${title}: cumulative points by day`}>
          <Table>
            <caption>{title}: cumulative points by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((d, j) => (
                <tr key={d}>
                  <th scope="row">{shortDate(d)}</th>
                  {values.map((line, i) => (
                    <td key={series[i]!.label}>{formatPoints(line[j] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </details>
    </Figure>
  );
}
