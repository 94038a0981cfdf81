import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { drawnLengths, silkColours, type FinishPosition } from '@sl/contracts/race-history';
import { Button, borderWidth, color, media, mediaCondition, radius, space, useMediaQuery } from '@sl/ui';

/** How long the drawn run-in lasts: short, so it never needs a pause control (WCAG 2.2.2 asks at over 5 s). */
const RUN_IN_MS = 4000;
const TOP = 28;

/** Wide screens: names beside the lanes. Phones: a narrower picture, each name above its runner, so text stays legible. */
export interface Layout {
  width: number;
  lane: number;
  startX: number;
  postX: number;
  namesAbove: boolean;
}
const WIDE: Layout = { width: 640, lane: 30, startX: 170, postX: 600, namesAbove: false };
const NARROW: Layout = { width: 360, lane: 40, startX: 40, postX: 330, namesAbove: true };
// The phone breakpoint's condition, without the at-rule, for matchMedia.
const NARROW_QUERY = mediaCondition(media.mobile);

const Figure = styled.figure`
  margin: ${space.lg} 0;
  svg {
    width: 100%;
    height: auto;
    background: ${color.surfaceAlt};
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.md};
  }
  figcaption {
    margin-top: ${space.xs};
    color: ${color.muted};
  }
  button {
    margin-top: ${space.sm};
  }
`;

/** Whether the screen is phone-narrow, following changes (a phone turned on its side); wide on the server. */
const useNarrow = (): boolean => useMediaQuery(NARROW_QUERY);

/**
 * Where a runner is drawn at time t (0: the start of the run-in, the field together; 1: the line, each finisher
 * its beaten distance behind the winner). Every finisher keeps moving forward as the gaps open. A non-finisher
 * fell or was pulled up before the run-in: it stays back at the start of the picture.
 */
export function xAt(
  t: number,
  lengthsBehind: number,
  pxPerLength: number,
  finished: boolean,
  layout: Layout = WIDE,
): number {
  if (!finished) return layout.startX;
  const gap = drawnLengths(lengthsBehind) * pxPerLength;
  return layout.startX + (layout.postX - layout.startX) * t - gap * t;
}

/**
 * The run-in drawn from the result: each runner in its lane, in its owner's colours with its number, finishing
 * its beaten distance behind the winner. With reduced motion asked for, the finish is shown still.
 */
export function FinishAnimation({
  finish,
  silks,
  jumps,
  summary,
}: {
  finish: FinishPosition[];
  silks: Record<string, string>;
  jumps: boolean;
  summary: string;
}) {
  // Read after hydration, as the screen's width: the server draws the start of the run-in.
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const layout = useNarrow() ? NARROW : WIDE;
  const { width, lane: LANE, startX, postX } = layout;
  const [t, setT] = useState(0);
  const [run, setRun] = useState(0);

  useEffect(() => {
    if (reduced) {
      setT(1);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - started) / RUN_IN_MS);
      setT(p);
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [run, reduced]);

  const finished = finish.filter((f) => f.position > 0);
  const furthest = Math.max(6, ...finished.map((f) => drawnLengths(f.lengthsBehind)));
  const pxPerLength = Math.min(26, (postX - startX - 20) / furthest);
  const height = TOP + finish.length * LANE + 16;
  const titleId = `replay-title-${finish[0]?.horseCode ?? 'race'}`;

  return (
    <Figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        data-testid="replay-svg"
        data-progress={t === 1 ? 'finished' : 'running'}
      >
        <title id={titleId}>{summary}</title>
        <text x={8} y={18} fontSize={13} fill={color.text}>
          {jumps ? 'Run-in from the last' : 'The final furlong'}
        </text>
        <line x1={postX} x2={postX} y1={TOP - 6} y2={height - 6} stroke={color.negative} strokeWidth={3} />
        <text x={postX - 4} y={18} fontSize={12} fill={color.negative} textAnchor="end">
          Winning post
        </text>
        {finish.map((f, lane) => {
          // Names above: the runner sits low in its lane, its name on the lane's top line.
          const y = TOP + lane * LANE + (layout.namesAbove ? LANE - 12 : LANE / 2);
          const colours = silkColours(silks[f.horseCode]);
          const x = xAt(t, f.lengthsBehind, pxPerLength, f.position > 0, layout);
          const bottom = TOP + (lane + 1) * LANE;
          return (
            <g key={f.horseCode} data-testid="replay-runner" data-x={Math.round(x)}>
              <line x1={0} x2={width} y1={bottom} y2={bottom} stroke={color.border} />
              <text x={8} y={layout.namesAbove ? bottom - LANE + 13 : y + 4} fontSize={12} fill={color.text}>
                {f.position > 0 ? `${f.position}. ` : `${f.nonFinisherCode} `}
                {layout.namesAbove || f.horseName.length <= 16 ? f.horseName : `${f.horseName.slice(0, 15)}…`}
              </text>
              <g transform={`translate(${x} ${y})`} opacity={f.position > 0 ? 1 : 0.55}>
                <ellipse cx={-14} cy={2} rx={16} ry={7} fill={color.borderStrong} />
                <rect x={-12} y={-12} width={18} height={14} rx={3} fill={colours.body} stroke={color.text} />
                <rect x={-12} y={-7} width={18} height={4} fill={colours.trim} />
                <circle cx={4} cy={0} r={8} fill={color.surface} stroke={color.text} />
                <text x={4} y={4} fontSize={10} textAnchor="middle" fill={color.text}>
                  {f.entryNumber || ''}
                </text>
              </g>
            </g>
          );
        })}
      </svg>
      <figcaption>
        {reduced
          ? 'Reduced motion is on, so the finish is shown as the runners crossed the line.'
          : 'The finish drawn from the result: gaps at the line are the beaten distances.'}
      </figcaption>
      {!reduced && (
        <Button
          variant="primary"
          onClick={() => {
            setT(0);
            setRun((n) => n + 1);
          }}
          disabled={t < 1}
        >
          Watch the finish again
        </Button>
      )}
    </Figure>
  );
}
