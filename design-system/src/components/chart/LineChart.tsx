import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { font, fontSize, fontWeight, size, space } from '../../tokens/scale';
import { VisuallyHidden } from '../a11y/VisuallyHidden';

export interface LinePoint {
  x: string;
  y: number;
}

export interface LineChartProps {
  points: LinePoint[];
  /** What the chart shows ("Official rating over time"): its caption. */
  label: string;
  /** The y axis's name ("Official rating"). */
  yLabel: string;
  /** The x axis's name in the data table (default "Date"). */
  xLabel?: string;
  /** A range the y axis covers even when the points do not (a rate from 0 to at least 5 %, not a flat line at 0). */
  yCovers?: readonly [number, number];
  className?: string;
}

const HEIGHT = parseInt(size.chartHeight, 10);
const PAD = { top: 12, right: 16, bottom: 28, left: 56 };
const FALLBACK_WIDTH = 600;

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption {
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.semibold};
    margin-bottom: ${space.xs};
  }
  svg {
    display: block;
    width: 100%;
    height: ${size.chartHeight};
  }
`;

/** Round-number ticks covering [min, max]: steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (min === max) return [min];
  const raw = (max - min) / (count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = Math.floor(min / step) * step; t <= max + step * 1e-9; t += step) ticks.push(+t.toFixed(6));
  if (ticks[ticks.length - 1]! < max) ticks.push(+(ticks[ticks.length - 1]! + step).toFixed(6));
  return ticks;
}

/**
 * A small line chart. It measures its own width so labels stay at reading size on a phone; the drawing is
 * hidden from screen readers, who get the same points as a table.
 */
export function LineChart({ points, label, yLabel, xLabel = 'Date', yCovers, className }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const ys = points.map((p) => p.y);
  const spread = yCovers ? [...ys, ...yCovers] : ys;
  const ticks = ys.length ? niceTicks(Math.min(...spread), Math.max(...spread)) : [];
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 1;
  const plotW = Math.max(width - PAD.left - PAD.right, 1);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const xAt = (i: number) => PAD.left + (points.length > 1 ? (i / (points.length - 1)) * plotW : plotW / 2);
  const yAt = (v: number) => PAD.top + (hi === lo ? plotH / 2 : ((hi - v) / (hi - lo)) * plotH);
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(plotW / 72))));
  // As many x labels as fit at about 72 units each, always the first and the last, never two crowding.
  const xIndices: number[] = [];
  for (let i = 0; i < points.length; i += every) xIndices.push(i);
  const lastShown = xIndices[xIndices.length - 1];
  if (lastShown !== undefined && lastShown !== points.length - 1) {
    if (xIndices.length > 1 && points.length - 1 - lastShown < every * 0.6) xIndices.pop();
    xIndices.push(points.length - 1);
  }
  const xLabels = xIndices.map((i) => ({ x: points[i]!.x, i }));
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${xAt(i).toFixed(1)} ${yAt(p.y).toFixed(1)}`)
    .join(' ');
  const textStyle = { fill: color.muted, fontFamily: font.family, fontSize: 11 };

  return (
    <Figure className={className}>
      <figcaption>{label}</figcaption>
      <div ref={box}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false" data-chart="">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={PAD.left + plotW}
                y1={yAt(t)}
                y2={yAt(t)}
                style={{ stroke: color.chartGrid, strokeWidth: 1 }}
              />
              <text x={PAD.left - 6} y={yAt(t)} textAnchor="end" dominantBaseline="middle" style={textStyle}>
                {t}
              </text>
            </g>
          ))}
          {xLabels.map(({ x, i }) => (
            <text
              key={`${x}-${i}`}
              x={xAt(i)}
              y={HEIGHT - 8}
              textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
              style={textStyle}
            >
              {x}
            </text>
          ))}
          <text
            transform={`translate(12 ${PAD.top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
            dominantBaseline="middle"
            style={textStyle}
          >
            {yLabel}
          </text>
          <path
            d={line}
            fill="none"
            style={{ stroke: color.chartLine, strokeWidth: 2.5, strokeLinejoin: 'round' }}
          />
          {points.map((p, i) => (
            <circle
              key={`${p.x}-${i}`}
              cx={xAt(i)}
              cy={yAt(p.y)}
              r="3.5"
              style={{ fill: color.surface, stroke: color.chartLine, strokeWidth: 2 }}
            />
          ))}
        </svg>
      </div>
      <VisuallyHidden as="div">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              <th scope="col">{yLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.x}-${i}`}>
                <th scope="row">{p.x}</th>
                <td>{p.y}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
