import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { TRAP_COLOURS, type TrapNumber } from '@sl/contracts';

// Trap 6 is black and white stripes: drawn as hoops so it never reads as plain black (trap 4).
export const TRAP_6_STRIPES = 'repeating-linear-gradient(180deg, #000000 0 4px, #ffffff 4px 8px)';

const Jacket = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 4px;
  font-weight: 700;
  font-size: 1rem;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  /* A white jacket (trap 3) and the stripes need an edge on a white page. */
  border: 1px solid #4a5568;

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 18px;
    height: 18px;
    border-radius: 9px;
  }
`;

/** The jacket's colours as inline style, so the colour a punter sees is the table's and nothing else. */
export function trapStyle(trap: TrapNumber): { jacket: CSSProperties; number: CSSProperties } {
  const { background, foreground } = TRAP_COLOURS[trap];
  if (trap === 6)
    // The number sits on a black disc over the stripes so it stays readable.
    return {
      jacket: { backgroundColor: background, backgroundImage: TRAP_6_STRIPES, color: foreground },
      number: { backgroundColor: background },
    };
  return { jacket: { backgroundColor: background, color: foreground }, number: {} };
}

/** A trap's jacket in its colour with its number; screen readers hear "Trap 6". */
export function TrapJacket({ trap }: { trap: TrapNumber }) {
  const style = trapStyle(trap);
  return (
    <Jacket
      role="img"
      aria-label={`Trap ${trap}`}
      title={`Trap ${trap}: ${TRAP_COLOURS[trap].name}`}
      data-trap={trap}
      style={style.jacket}
    >
      <span aria-hidden="true" style={style.number}>
        {trap}
      </span>
    </Jacket>
  );
}
